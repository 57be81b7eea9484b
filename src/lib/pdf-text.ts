/**
 * Text for the PDF standard fonts (Helvetica, WinAnsi): spaces Intl puts in dates and amounts
 * become plain ones, anything else WinAnsi cannot write a '?', never left to make pdf-lib throw.
 */
export const printable = (text: string) =>
  text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•…]/g, '?')

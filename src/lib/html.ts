/** Text safe to put into HTML (emails are built as strings, not rendered by React). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * JSON for an inline <script>: "<" escaped as \u003c, so no text from the CMS can close the script
 * element or open a comment. The only way structured data reaches the HTML (ADR 0017).
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

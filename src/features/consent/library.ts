// The consent library with its styles: one chunk, loaded after hydration. Its 34 kB of CSS would
// otherwise block the first paint of every page, though it only styles the banner and dialog.
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './cookie-consent-theme.css'
import * as CookieConsent from 'vanilla-cookieconsent'

export const cookieConsent = CookieConsent

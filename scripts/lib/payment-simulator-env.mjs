// The environment that points the app at the local payment simulator (payment-simulator.mjs), for
// `npm run dev` and the e2e runner: test keys the simulator signs with, the API URLs and where it
// sends notifications. The app then shows the demo's "Bayar (simulasi)" button
// (src/features/payments/simulator.ts: only for a provider on a loopback address).

const KEYS = ['MIDTRANS_SERVER_KEY', 'XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN']

/** Whether any provider key is set: then the developer means a real (sandbox) provider. */
export const hasProviderKeys = (env) => KEYS.some((name) => env[name])

/**
 * The variables for the app and the simulator's script (scripts/payment-simulator.mjs) with the
 * simulator on `simulatorPort` and the app on `appPort`.
 */
export function simulatorEnv({ simulatorPort, appPort }) {
  const sim = `http://127.0.0.1:${simulatorPort}`
  const app = `http://127.0.0.1:${appPort}/api/pembayaran/notifikasi`
  return {
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-simulator',
    XENDIT_SECRET_KEY: 'xnd_development_simulator',
    XENDIT_CALLBACK_TOKEN: 'simulator-callback-token',
    MIDTRANS_API_URL: `${sim}/midtrans`,
    XENDIT_API_URL: `${sim}/xendit`,
    PAYMENT_SIMULATOR_PORT: String(simulatorPort),
    PAYMENT_SIMULATOR_URL: sim,
    PAYMENT_SIMULATOR_NOTIFY_MIDTRANS: `${app}/midtrans`,
    PAYMENT_SIMULATOR_NOTIFY_XENDIT: `${app}/xendit`,
  }
}

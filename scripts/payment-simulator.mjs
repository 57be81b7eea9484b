#!/usr/bin/env node
// Runs the payment simulator (scripts/lib/payment-simulator.mjs) on its own, for a development
// server or a demo: point the app at it with the two URLs it prints.
//
//   PAYMENT_SIMULATOR_PORT=4580 \
//   PAYMENT_SIMULATOR_NOTIFY_MIDTRANS=http://localhost:3000/… \
//   PAYMENT_SIMULATOR_NOTIFY_XENDIT=http://localhost:3000/… \
//   MIDTRANS_SERVER_KEY=… XENDIT_CALLBACK_TOKEN=… XENDIT_SECRET_KEY=… \
//   node scripts/payment-simulator.mjs
//
// The keys are the app's own (the simulator signs with them); they are never printed.
// Pay from a shell: curl -X POST localhost:4580/_simulator/pay/<orderId> -d '{"duplicates":1}'
import { startPaymentSimulator } from './lib/payment-simulator.mjs'

const env = process.env
const simulator = await startPaymentSimulator({
  port: Number(env.PAYMENT_SIMULATOR_PORT || 4580),
  notify: {
    midtrans: env.PAYMENT_SIMULATOR_NOTIFY_MIDTRANS || undefined,
    xendit: env.PAYMENT_SIMULATOR_NOTIFY_XENDIT || undefined,
  },
  midtransServerKey: env.MIDTRANS_SERVER_KEY || 'SB-Mid-server-simulator',
  xenditCallbackToken: env.XENDIT_CALLBACK_TOKEN || 'simulator-callback-token',
  xenditSecretKey: env.XENDIT_SECRET_KEY || undefined,
})
console.log(`Payment simulator on ${simulator.url}`)
console.log(`  MIDTRANS_API_URL=${simulator.midtransUrl}`)
console.log(`  XENDIT_API_URL=${simulator.xenditUrl}`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)))
}

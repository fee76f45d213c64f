// What one text costs the process that sends it: the shop's Africa's Talking client against the simulator,
// which runs in a child process so that only the client's CPU is counted. Texts go one after another, as the
// SMS outbox sends them. Usage: npx tsx bench/sms-send.ts [texts]
import { fork } from 'node:child_process';
import { AfricasTalkingClient } from '../src/sms/africastalking-client';
import { SmsSimulator } from '../src/sms/simulator/africastalking-simulator';

const CREDENTIALS = { username: 'sandbox', apiKey: 'bench-key' };

if (process.argv[2] === 'simulator') {
  const simulator = new SmsSimulator({ ...CREDENTIALS, deliveryReportUrl: () => null, delayMs: 0 });
  process.send?.(await simulator.start());
  process.on('disconnect', () => void simulator.stop().then(() => process.exit(0)));
} else {
  const texts = Number(process.argv[2] ?? 5000);
  const child = fork(new URL(import.meta.url).pathname, ['simulator'], {
    execArgv: process.execArgv,
  });
  const baseUrl = await new Promise<string>((resolve) =>
    child.once('message', (url) => resolve(String(url))),
  );
  const client = new AfricasTalkingClient({ baseUrl, ...CREDENTIALS, senderId: undefined });
  const message = 'Mavazi: order MV-2611-0042 is placed. Pay KSh 2,300 to the rider on delivery.';
  for (let i = 0; i < 500; i += 1) await client.send('254712345678', message);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < texts; i += 1) await client.send('254712345678', message);
  const used = process.cpuUsage(cpu);
  const elapsed = performance.now() - started;
  console.log(
    `${texts} texts one after another: ${((used.user + used.system) / texts) | 0} µs of the sender's CPU ` +
      `and ${((elapsed * 1000) / texts) | 0} µs each`,
  );
  child.disconnect();
}

// Judge on two phones (issue 34): a whole game between two paired contexts, its figures
// printed (clock error bound, flip paints apart, later hand to verdict on both phones).
// Release build in ../dist. Usage: node e2e/judge-phones-bench.mjs
import { startServer } from './harness.mjs';
import { closeBrowser } from './phones.mjs';
import { judgeOnTwoPhones, said } from './judge-phones.mjs';

const server = await startServer();
try {
  const { host, guest, figures, h, g } = await judgeOnTwoPhones(server.url);
  for (const line of said(figures)) console.log(line);
  if (process.env.DEBUG) for (let i = 0; i < 3; i++) console.log(JSON.stringify({ hp: h.paints[i], gp: g.paints[i], hv: h.verdicts[i], gv: g.verdicts[i], hk: h.keys[i], gk: g.keys[i] }));
  await host.close();
  await guest.close();
} finally {
  await closeBrowser();
  await server.close();
}

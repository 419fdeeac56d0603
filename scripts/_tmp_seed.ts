import { openDatabase } from '../lib/db/client';
import { seedDemoCity } from '../lib/db/seed';
const scale = Number(process.argv[2] ?? 1);
const h = await openDatabase({ dataDir: 'memory://' });
await h.migrate();
const t = Date.now();
const s = await seedDemoCity(h.db, { scale });
console.log(JSON.stringify(s), Date.now() - t);
await h.close();

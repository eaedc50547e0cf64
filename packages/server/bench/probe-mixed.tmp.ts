import { startCluster } from './support/cluster';
import { startServer } from './support/server-process';
import { driveTraffic, prepareTraffic, summarise, TRAFFIC_SERVER_ENV } from './support/traffic';
const READS = new Set(['catalogue', 'search', 'programme', 'selections', 'me']);
const logins = Number(process.env.LOGINS ?? 0.5);
const seconds = Number(process.env.MIXED ?? 20);
const conns = Number(process.env.CONNS ?? 200);
const cluster = await startCluster('probe-mixed');
const server = await startServer({ databaseUrl: cluster.url, env: { ...TRAFFIC_SERVER_ENV, ...JSON.parse(process.env.SERVER_ENV ?? '{}') } });
const { students, programmeIds } = await prepareTraffic(cluster, conns);
const run = await driveTraffic({ targets: [server.url], students, durationMs: seconds * 1000, loginsPerSecond: logins, programmeIds });
const reads = summarise(run.outcomes.filter((o) => READS.has(o.op)));
const writes = summarise(run.outcomes.filter((o) => !READS.has(o.op)));
const rps = run.outcomes.length / ((run.endedAt - run.startedAt) / 1000);
console.log(`logins ${logins}: reads p50 ${reads.p50} p95 ${reads.p95} p99 ${reads.p99} | writes p50 ${writes.p50} p99 ${writes.p99} | ${Math.round(rps)} req/s | failed ${reads.failed.length + writes.failed.length} | sign-ins ${run.outcomes.filter((o) => o.op === 'login').length}`);
for (const op of [...READS]) { const s = summarise(run.outcomes.filter((o) => o.op === op)); console.log(`  ${op}: n ${s.requests} p50 ${s.p50} p99 ${s.p99}`); }
for (const op of ['select', 'deselect', 'statement', 'profile', 'waitlist', 'login']) { const s = summarise(run.outcomes.filter((o) => o.op === op)); console.log(`  ${op}: n ${s.requests} p50 ${s.p50} p99 ${s.p99}`); }
console.log(await server.stop()); console.log(server.output.slice(-5).join("\n"));
await cluster.destroy();
import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/outcomes.json', JSON.stringify(run.outcomes.map((o) => [o.op, o.startedAt - run.startedAt, o.endedAt - o.startedAt, o.status])));

// Loaded with `node --import` into each process of a benchmark run (BENCH_CPU_PROFILE_DIR):
// Node 20 refuses --cpu-prof in NODE_OPTIONS, so the process profiles itself through the
// inspector and writes the profile when it exits (a graceful stop ends in process.exit).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import process from 'node:process';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written before exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      // The platform names each process for telemetry; the same name tells the profiles apart.
      const name = process.env.OTEL_SERVICE_NAME || 'node';
      writeFileSync(join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}

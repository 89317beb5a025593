// Throughput on loopback (decision 0057): many requests in flight at once, as a busy agency's staff
// make them, instead of one after another as the measurements time them.
import { percentile } from "./measure";

/** The load phase: this many requests in flight for this long (BENCH_LOAD_SECONDS=0 leaves it out). */
export const LOAD_CONNECTIONS = 16;
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);

/** A request the load phase can send: its name and its i-th sample, answering its time in ms. */
export interface LoadRequest {
  name: string;
  sample(index: number): Promise<number>;
}

/**
 * Throughput: LOAD_CONNECTIONS requests in flight at once for LOAD_SECONDS, each connection taking the
 * next of the named requests in turn. Prints requests per second, p50/p95 and the errors (any answer but 200 counts); the run fails on an error.
 */
export async function measureLoad(requests: LoadRequest[], names: string[]) {
  const mix = names.map((name) => requests.find((request) => request.name === name)!);
  const timings: number[] = [];
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + LOAD_SECONDS * 1000;
  const connection = async () => {
    while (performance.now() < deadline) {
      const index = next++;
      try {
        timings.push(await mix[index % mix.length]!.sample(index));
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, connection));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.log(
    `load c=${LOAD_CONNECTIONS} ${LOAD_SECONDS}s requests=${timings.length} rps=${(timings.length / seconds).toFixed(0)} ` +
      `p50=${percentile(timings, 50).toFixed(1)} p95=${percentile(timings, 95).toFixed(1)} errors=${errors.length}`,
  );
  if (errors.length > 0) throw new Error(`load: ${errors.length} errors, first: ${errors[0]}`);
}

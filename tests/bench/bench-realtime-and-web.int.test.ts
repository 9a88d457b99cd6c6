import { realtimeAndWebBenches, serviceBenches } from './tiny-bench-sizes';
import { benchScripts, describeTinyRuns } from './tiny-bench-runs';

it('every bench:* script of package.json has a tiny size', () => {
  expect(benchScripts.filter((name) => !serviceBenches[name] && !realtimeAndWebBenches[name])).toEqual([]);
});

describeTinyRuns('the realtime, web and call benches still run (tiny sizes)', realtimeAndWebBenches);

import { serviceBenches } from './tiny-bench-sizes';
import { describeTinyRuns } from './tiny-bench-runs';

describeTinyRuns('the service benches still run (tiny sizes)', serviceBenches);

import type { ComponentType } from 'react';
import { CallLayer } from './incoming-call/CallLayer';
import { helperTextsReady } from './texts';

/**
 * The helper remote's second public surface (`hw_helper/call-layer`): the call layer the shell
 * mounts on every page while the signed-in role is HELPER, with its texts' readiness.
 */
export interface HelperCallLayerModule {
  CallLayer: ComponentType;
  textsReady: Promise<void>;
}

const callLayer: HelperCallLayerModule = { CallLayer, textsReady: helperTextsReady };
export default callLayer;

import type { ComponentType } from 'react';
import { OutgoingCallLayer } from './service-categories/OutgoingCallLayer';
import { userTextsReady } from './texts';

/**
 * The user remote's second public surface (`hw_user/call-layer`): the call layer the shell mounts on
 * every page while the signed-in role is USER, with its texts' readiness.
 */
export interface UserCallLayerModule {
  CallLayer: ComponentType;
  textsReady: Promise<void>;
}

const callLayer: UserCallLayerModule = { CallLayer: OutgoingCallLayer, textsReady: userTextsReady };
export default callLayer;

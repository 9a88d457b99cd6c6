import type { CallHistoryItem } from '@helpwire/contracts';
import type { CallInfo, CallSide } from './after-call-api';

export interface CallInfoProps {
  call: CallHistoryItem;
  category: CallInfo | undefined;
  side: CallSide;
}

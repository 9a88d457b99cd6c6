import type { CallHistoryItem } from '@helpwire/contracts';
import type { CallInfo } from '@helpwire/signed-in';
import type { CallSide } from './after-call-api';

export interface CallInfoProps {
  call: CallHistoryItem;
  category: CallInfo | undefined;
  side: CallSide;
}

import { FeedbackType, FlagStatus } from '../gen/helpwire/call/v1/after_call';
import { feedbackTypeNames, flagStatusNames } from './after-call-names';

describe('after-call enum names', () => {
  it('every FeedbackType value has exactly one name and comes back from it', () => {
    const values = Object.values(FeedbackType).filter((v): v is number => typeof v === 'number' && v > 0);
    expect(values.map((value) => feedbackTypeNames.fromProto(value))).toEqual(['POSITIVE', 'NEGATIVE']);
    for (const name of feedbackTypeNames.names) expect(feedbackTypeNames.fromProto(feedbackTypeNames.toProto(name))).toBe(name);
  });

  it('every FlagStatus value has exactly one name and comes back from it', () => {
    const values = Object.values(FlagStatus).filter((v): v is number => typeof v === 'number' && v > 0);
    expect(values.map((value) => flagStatusNames.fromProto(value))).toEqual(['OPEN', 'DISMISSED', 'WARNED', 'BANNED']);
    for (const name of flagStatusNames.names) expect(flagStatusNames.fromProto(flagStatusNames.toProto(name))).toBe(name);
  });
});

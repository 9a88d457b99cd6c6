import { FeedbackType } from '../gen/helpwire/call/v1/after_call';
import { feedbackTypeNames } from './after-call-names';

describe('after-call enum names', () => {
  it('every FeedbackType value has exactly one name and comes back from it', () => {
    const values = Object.values(FeedbackType).filter((v): v is number => typeof v === 'number' && v > 0);
    expect(values.map((value) => feedbackTypeNames.fromProto(value))).toEqual(['POSITIVE', 'NEGATIVE']);
    for (const name of feedbackTypeNames.names) expect(feedbackTypeNames.fromProto(feedbackTypeNames.toProto(name))).toBe(name);
  });
});

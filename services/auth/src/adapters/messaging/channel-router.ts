import type { Logger, MessageSender, OutgoingMessage } from '@helpwire/service-kit';

type Channel = OutgoingMessage['channel'];

/**
 * Sends each message through the sender of its channel; a channel without one is skipped. A failure on
 * a best-effort channel (SMS beside the e-mail) is logged, not thrown — unless the message is
 * `essential` (the one way a code reaches a phone-only account).
 */
export class ChannelRouter implements MessageSender {
  constructor(
    private readonly senders: Partial<Record<Channel, MessageSender>>,
    private readonly options: { bestEffort?: Channel[]; logger?: Pick<Logger, 'warn'> } = {},
  ) {}

  has(channel: OutgoingMessage['channel']): boolean {
    return this.senders[channel] !== undefined;
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.senders[message.channel]?.send(message);
    } catch (error) {
      if (message.essential || !this.options.bestEffort?.includes(message.channel)) throw error;
      this.options.logger?.warn({ channel: message.channel, err: error }, 'message not delivered');
    }
  }
}

import type { Amount, CallMoney, RefundMoney } from './notification-facts';

/** "1 minute 30 seconds", "3 minutes", "45 seconds". */
export function durationEn(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  const parts = [m > 0 ? (m === 1 ? '1 minute' : `${m} minutes`) : '', s > 0 || m === 0 ? (s === 1 ? '1 second' : `${s} seconds`) : ''];
  return parts.filter(Boolean).join(' ');
}

/** Arabic counts: واحدة، اثنتان، 3–10 جمع، 11+ مفرد. */
function countAr(n: number, one: string, two: string, few: string, many: string): string {
  return n === 1 ? one : n === 2 ? two : n >= 3 && n <= 10 ? `${n} ${few}` : `${n} ${many}`;
}

/** "دقيقة واحدة و30 ثانية". */
export function durationAr(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  const minutes = m > 0 ? countAr(m, 'دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة') : '';
  const secs = s > 0 || m === 0 ? countAr(s, 'ثانية واحدة', 'ثانيتين', 'ثوانٍ', 'ثانية') : '';
  return [minutes, secs].filter(Boolean).join(' و');
}

const b = (amount: Amount) => `<strong>${amount}</strong>`;

export function callMoneyEn(money: CallMoney): string {
  const time = durationEn(money.seconds);
  if (money.side === 'HELPER') return `<p>You earned ${b(money.amount)} for ${time} of help. It can be withdrawn after the 72-hour dispute window.</p>`;
  if (money.captured && money.addedToTab)
    return `<p>Your call of ${time} cost ${b(money.amount)}: ${b(money.captured)} was charged to your card and ${b(money.addedToTab)} was added to your tab.</p>`;
  if (money.addedToTab)
    return `<p>${b(money.amount)} for ${time} of help was added to your tab. Nothing was charged to your card yet: your tab is charged later, together with other short calls.</p>`;
  return `<p>${b(money.amount)} for ${time} of help was charged to your card.</p>`;
}

export function callMoneyAr(money: CallMoney): string {
  const time = durationAr(money.seconds);
  if (money.side === 'HELPER') return `<p>ربحت ${b(money.amount)} مقابل ${time} من المساعدة. يمكنك سحبها بعد انتهاء مهلة النزاع البالغة 72 ساعة.</p>`;
  if (money.captured && money.addedToTab)
    return `<p>كلّفت مكالمتك (${time}) ${b(money.amount)}: خُصم ${b(money.captured)} من بطاقتك وأُضيف ${b(money.addedToTab)} إلى حسابك المؤجل.</p>`;
  if (money.addedToTab)
    return `<p>أُضيف ${b(money.amount)} مقابل ${time} من المساعدة إلى حسابك المؤجل. لم يُخصم شيء من بطاقتك بعد: يُخصم الحساب المؤجل لاحقاً مع مكالمات قصيرة أخرى.</p>`;
  return `<p>خُصم ${b(money.amount)} من بطاقتك مقابل ${time} من المساعدة.</p>`;
}

export function refundMoneyEn(money: RefundMoney): { title: string; body: string } {
  if (money.toCard && money.offTab)
    return {
      title: 'You have been refunded',
      body: `<p>You were refunded ${b(money.amount)}: ${b(money.toCard)} is on its way to your card and ${b(money.offTab)} was taken off your tab.</p>`,
    };
  if (money.offTab)
    return {
      title: 'Your tab was reduced',
      body: `<p>${b(money.offTab)} was taken off your tab. It had not been charged to your card, so nothing comes back to the card.</p>`,
    };
  return { title: 'You have been refunded', body: `<p>A refund of ${b(money.amount)} is on its way to your card.</p>` };
}

export function refundMoneyAr(money: RefundMoney): { title: string; body: string } {
  if (money.toCard && money.offTab)
    return {
      title: 'تم استرداد مبلغ لك',
      body: `<p>استرددت ${b(money.amount)}: ${b(money.toCard)} في طريقه إلى بطاقتك و${b(money.offTab)} حُذف من حسابك المؤجل.</p>`,
    };
  if (money.offTab)
    return { title: 'تم تخفيض حسابك المؤجل', body: `<p>حُذف ${b(money.offTab)} من حسابك المؤجل. لم يكن قد خُصم من بطاقتك، لذلك لا يعود شيء إلى البطاقة.</p>` };
  return { title: 'تم استرداد مبلغ لك', body: `<p>مبلغ مسترد قدره ${b(money.amount)} في طريقه إلى بطاقتك.</p>` };
}

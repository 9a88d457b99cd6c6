import { centsText, payoutBatchCsv, payoutBatchFileName, PAYOUT_CSV_COLUMNS } from './payout-batch-csv';

const bank = {
  title: 'Main',
  accountName: 'Sami Helper',
  accountNumber: '0012345678',
  bankName: 'Emirates NBD',
  branchName: 'Deira, Dubai',
  routingNumber: '123456789',
  swiftCode: 'EBILAEADXXX',
  country: 'AE',
};

const LINE = {
  withdrawalId: 'a1b2c3d4-0000-4000-8000-000000000001',
  helperId: 'h1',
  amountMinor: 2505n,
  currency: 'USD',
  requestedAt: new Date('2026-12-07T10:05:00Z'),
  specialInstruction: 'Say "hi", please',
  bank,
};

describe("the payout batch's CSV", () => {
  it('has a header and one line per withdrawal, amounts from cents, CRLF ends', () => {
    const csv = payoutBatchCsv([LINE]);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(PAYOUT_CSV_COLUMNS.join(','));
    expect(line).toBe(
      'a1b2c3d4-0000-4000-8000-000000000001,h1,Sami Helper,0012345678,Emirates NBD,"Deira, Dubai",123456789,EBILAEADXXX,AE,25.05,USD,2026-12-07T10:05:00.000Z,HW-A1B2C3D4,"Say ""hi"", please"',
    );
    expect(end).toBe('');
  });

  it("never lets a helper's instruction run as a spreadsheet formula", () => {
    const [, line] = payoutBatchCsv([{ ...LINE, specialInstruction: '=HYPERLINK("x")' }]).split('\r\n');
    expect(line!.endsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('writes cents as the bank reads them, and names the file by the UTC time', () => {
    expect([centsText(0n), centsText(7n), centsText(100n), centsText(123456n)]).toEqual(['0.00', '0.07', '1.00', '1234.56']);
    expect(payoutBatchFileName(new Date('2026-12-07T10:05:30Z'))).toBe('helpwire-payouts-20261207-1005.csv');
  });
});

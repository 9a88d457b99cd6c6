import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The rules of proto/README.md, checked on buf's own parse of every .proto under proto/helpwire
 * (`buf build` as a JSON FileDescriptorSet, with comments), not on regexes over the text.
 */
const root = join(__dirname, '..', '..');
const buf = join(root, 'node_modules', '.bin', 'buf');

interface Field {
  name: string;
  type: string;
  typeName?: string;
  label?: string;
  proto3Optional?: boolean;
  oneofIndex?: number;
}
interface EnumType {
  name: string;
  value?: { name: string; number?: number }[];
}
interface Message {
  name: string;
  field?: Field[];
  nestedType?: Message[];
  enumType?: EnumType[];
}
interface ProtoFile {
  name: string;
  package?: string;
  messageType?: Message[];
  enumType?: EnumType[];
  sourceCodeInfo?: { location?: { path?: number[]; leadingComments?: string; trailingComments?: string; leadingDetachedComments?: string[] }[] };
}

/** `buf build` of a module folder (one with a buf.yaml), its own files only, with comments. */
export function buildDescriptors(moduleDir: string): ProtoFile[] {
  const json = execFileSync(buf, ['build', '--exclude-imports', '-o', '-#format=json'], { cwd: moduleDir, maxBuffer: 64 * 1024 * 1024 }).toString();
  return (JSON.parse(json) as { file: ProtoFile[] }).file;
}

/** Enumerations kept in strings: these names, or names ending in _<one of them> (role_slug too). */
const ENUM_WORDS = ['status', 'state', 'role', 'roles', 'kind', 'purpose', 'type', 'provider', 'decision'];
/** `*_type` is left out of the suffixes: mime_type and content_type are open sets, not enumerations. */
const ENUM_SUFFIX_WORDS = ENUM_WORDS.filter((w) => w !== 'type');
const isEnumerationName = (name: string) => ENUM_WORDS.includes(name) || name === 'role_slug' || ENUM_SUFFIX_WORDS.some((w) => name.endsWith(`_${w}`));

const isTimeName = (name: string) => /(^|_)(date|time|timestamp)$/.test(name) || name.endsWith('_at');

/** Words that name money whatever the field's type; a number with them must be a Money. */
const MONEY_WORDS = ['amount', 'price', 'fee', 'fees', 'balance', 'cost', 'cents', 'minor', 'payout', 'refund', 'earnings'];
/** Words that name money only on a float or double (a uint32 "total" counts items). */
const FLOAT_MONEY_WORDS = [...MONEY_WORDS, 'total', 'subtotal', 'sum', 'rate', 'tip'];
const words = (name: string) => name.split('_');
const isId = (name: string) => name === 'id' || name.endsWith('_id') || name.endsWith('_ids');

const SENTINEL_COMMENT = /["'`]-["'`]/;
/** A comment that gives an empty value or 0 a meaning: the field should say so with `optional`. */
const EMPTY_MEANS_COMMENT = /\b(empty|"")\s+(means|for|leaves|when|if)\b|\b0 means\b/i;

const FILE_MESSAGE = 4;
const FILE_ENUM = 5;
const MESSAGE_FIELD = 2;
const MESSAGE_NESTED = 3;
const MESSAGE_ENUM = 4;

/** Every violation of the proto rules in these files, as "<file>: <Message.field>: <rule>". */
export function protoRuleViolations(files: ProtoFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const comments = new Map<string, string>();
    for (const l of file.sourceCodeInfo?.location ?? []) {
      comments.set((l.path ?? []).join(','), [l.leadingComments, l.trailingComments, ...(l.leadingDetachedComments ?? [])].filter(Boolean).join('\n'));
    }
    const commentAt = (path: number[]) => comments.get(path.join(',')) ?? '';
    const report = (where: string, rule: string) => found.push(`${file.name}: ${where}: ${rule}`);

    const checkEnum = (e: EnumType, scope: string, path: number[]) => {
      const zero = e.value?.find((v) => (v.number ?? 0) === 0);
      const expected = `${e.name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_UNSPECIFIED`;
      if (zero?.name !== expected) report(`${scope}${e.name}`, `enum zero value must be ${expected}, not ${zero?.name ?? 'missing'}`);
      if (SENTINEL_COMMENT.test(commentAt(path))) report(`${scope}${e.name}`, 'comment describes a "-" sentinel: use optional or a oneof');
    };

    const checkMessage = (m: Message, scope: string, path: number[]) => {
      const name = `${scope}${m.name}`;
      const isMoney = file.name === 'helpwire/common/v1/money.proto' && name === 'Money';
      (m.field ?? []).forEach((f, i) => {
        const where = `${name}.${f.name}`;
        const comment = commentAt([...path, MESSAGE_FIELD, i]);
        const isString = f.type === 'TYPE_STRING';
        const isFloat = f.type === 'TYPE_DOUBLE' || f.type === 'TYPE_FLOAT';
        const isMessage = f.type === 'TYPE_MESSAGE';
        if (isString && isEnumerationName(f.name)) report(where, 'a status/role/kind/purpose/provider is an enum with <ENUM>_UNSPECIFIED = 0, not a string');
        if (isTimeName(f.name) && f.typeName !== '.google.protobuf.Timestamp') report(where, 'a time is a google.protobuf.Timestamp');
        if (!isId(f.name) && !(isMoney && f.name === 'amount_minor')) {
          const w = words(f.name);
          if (isFloat && w.some((x) => FLOAT_MONEY_WORDS.includes(x))) report(where, 'money is never a float or double: use helpwire.common.v1.Money');
          else if (w.some((x) => MONEY_WORDS.includes(x)) && f.typeName !== '.helpwire.common.v1.Money')
            report(where, 'money is a helpwire.common.v1.Money (int64 minor units)');
        }
        if (isId(f.name) && f.type !== 'TYPE_STRING') report(where, 'ids are strings');
        if (SENTINEL_COMMENT.test(comment)) report(where, 'comment describes a "-" sentinel: use optional or a oneof');
        if (!isMessage && !f.proto3Optional && f.oneofIndex === undefined && f.label !== 'LABEL_REPEATED' && EMPTY_MEANS_COMMENT.test(comment)) {
          report(where, 'an empty value with a meaning is an optional field (presence), not a sentinel');
        }
      });
      (m.enumType ?? []).forEach((e, i) => checkEnum(e, `${name}.`, [...path, MESSAGE_ENUM, i]));
      (m.nestedType ?? []).forEach((n, i) => checkMessage(n, `${name}.`, [...path, MESSAGE_NESTED, i]));
    };

    (file.enumType ?? []).forEach((e, i) => checkEnum(e, '', [FILE_ENUM, i]));
    (file.messageType ?? []).forEach((m, i) => checkMessage(m, '', [FILE_MESSAGE, i]));
  }
  return found;
}

describe('proto rules (proto/README.md)', () => {
  it('every .proto under proto/helpwire keeps them', () => {
    const files = buildDescriptors(join(root, 'proto')).filter((f) => f.name.startsWith('helpwire/'));
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['helpwire/auth/v1/auth.proto', 'helpwire/content/v1/content.proto', 'helpwire/common/v1/money.proto']),
    );
    expect(protoRuleViolations(files)).toEqual([]);
  });

  it('names the file and field of each broken rule in a bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'helpwire-proto-rules-'));
    try {
      writeFileSync(join(dir, 'buf.yaml'), 'version: v2\n');
      writeFileSync(
        join(dir, 'bad.proto'),
        `syntax = "proto3";
package bad.v1;

enum Colour {
  RED = 0;
  GREEN = 1;
}

message Order {
  string id = 1;
  // PENDING, PAID or REFUNDED.
  string status = 2;
  string role_slug = 3;
  string payment_provider = 4;
  string mime_type = 5;
  string created_at = 6;
  int64 paid_time = 7;
  string due_date = 8;
  double total = 9;
  int64 fee_cents = 10;
  uint32 total_items = 11;
  // The id of a picture; "-" removes it.
  string picture_id = 12;
  // Empty means the default address.
  string address = 13;
  // Empty means none.
  optional string note = 14;
  uint64 customer_id = 15;
  repeated string roles = 16;
  message Line {
    float price = 1;
    enum Kind {
      KIND_NONE = 0;
    }
  }
}
`,
      );
      expect(protoRuleViolations(buildDescriptors(dir))).toEqual([
        'bad.proto: Colour: enum zero value must be COLOUR_UNSPECIFIED, not RED',
        'bad.proto: Order.status: a status/role/kind/purpose/provider is an enum with <ENUM>_UNSPECIFIED = 0, not a string',
        'bad.proto: Order.role_slug: a status/role/kind/purpose/provider is an enum with <ENUM>_UNSPECIFIED = 0, not a string',
        'bad.proto: Order.payment_provider: a status/role/kind/purpose/provider is an enum with <ENUM>_UNSPECIFIED = 0, not a string',
        'bad.proto: Order.created_at: a time is a google.protobuf.Timestamp',
        'bad.proto: Order.paid_time: a time is a google.protobuf.Timestamp',
        'bad.proto: Order.due_date: a time is a google.protobuf.Timestamp',
        'bad.proto: Order.total: money is never a float or double: use helpwire.common.v1.Money',
        'bad.proto: Order.fee_cents: money is a helpwire.common.v1.Money (int64 minor units)',
        'bad.proto: Order.picture_id: comment describes a "-" sentinel: use optional or a oneof',
        'bad.proto: Order.address: an empty value with a meaning is an optional field (presence), not a sentinel',
        'bad.proto: Order.customer_id: ids are strings',
        'bad.proto: Order.roles: a status/role/kind/purpose/provider is an enum with <ENUM>_UNSPECIFIED = 0, not a string',
        'bad.proto: Order.Line.price: money is never a float or double: use helpwire.common.v1.Money',
        'bad.proto: Order.Line.Kind: enum zero value must be KIND_UNSPECIFIED, not KIND_NONE',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

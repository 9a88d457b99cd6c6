/**
 * A proto enum and the names the REST API, the database and the web apps use for its values
 * ("HELPER" for ROLE_HELPER). The only place a name becomes an enum value or back: services map at
 * their gRPC boundary, the gateway when it answers REST.
 */
export interface EnumNames<Name extends string, Value extends number> {
  /** Every name, in the order of the table. */
  readonly names: readonly Name[];
  /** The enum value of a name. */
  toProto(name: Name): Value;
  /** The enum value of a name, or the enum's zero (UNSPECIFIED) for undefined, "" and unknown text. */
  parse(name: string | undefined): Value;
  /** The name of a value; undefined for UNSPECIFIED and for values this build does not know. */
  fromProto(value: number): Name | undefined;
  /** The name of a value that must be set (a file's purpose, a session's role); throws for UNSPECIFIED or an unknown value. */
  nameOf(value: number): Name;
}

/** `zero` is the enum's UNSPECIFIED (0); `table` names every other value. */
export function enumNames<Name extends string, Value extends number>(zero: Value, table: Readonly<Record<Name, Value>>): EnumNames<Name, Value> {
  const names = Object.keys(table) as Name[];
  const byValue = new Map<number, Name>(names.map((name) => [table[name], name]));
  if (byValue.size !== names.length || byValue.has(zero)) throw new Error(`enum names: two names share a value, or one names the zero (${names.join(', ')})`);
  return Object.freeze({
    names,
    toProto: (name: Name) => table[name],
    parse: (name: string | undefined) => (name !== undefined && Object.hasOwn(table, name) ? table[name as Name] : zero),
    fromProto: (value: number) => byValue.get(value),
    nameOf: (value: number) => {
      const name = byValue.get(value);
      if (name === undefined) throw new Error(`enum value ${value} has no name here (one of ${names.join(', ')} was required)`);
      return name;
    },
  });
}

import { isPrintableString, oid, printableString, sequence, setOf, utf8String } from './der';
import { Oid } from './oids';

export type NameAttribute = 'CN' | 'O';

const ATTRIBUTE_OIDS: Record<NameAttribute, string> = { CN: Oid.commonName, O: Oid.organizationName };

/**
 * An X.501 Name, one attribute per RDN in the given order. Values are PrintableString when they
 * fit its alphabet and UTF8String otherwise, as @peculiar/x509 encoded them.
 */
export function encodeName(attributes: readonly (readonly [NameAttribute, string])[]): Buffer {
  return sequence(
    ...attributes.map(([type, value]) =>
      setOf(
        sequence(
          oid(ATTRIBUTE_OIDS[type]),
          isPrintableString(value) ? printableString(value) : utf8String(value),
        ),
      ),
    ),
  );
}

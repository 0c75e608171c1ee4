import { AttributeTypeAndValue, AttributeValue, Name, RelativeDistinguishedName } from '@peculiar/asn1-x509';
import { toDer } from './asn1';
import { Oid } from './oids';

export type NameAttribute = 'CN' | 'O';

export const ATTRIBUTE_OIDS: Record<NameAttribute, string> = { CN: Oid.commonName, O: Oid.organizationName };

/** X.680 41.4: the PrintableString alphabet. */
export const PRINTABLE = /^[A-Za-z0-9 '()+,\-./:=?]*$/;

/**
 * An X.501 Name, one attribute per RDN in the given order. Values are PrintableString when they
 * fit its alphabet and UTF8String otherwise, as @peculiar/x509 encodes them.
 */
export function nameOf(attributes: readonly (readonly [NameAttribute, string])[]): Name {
  return new Name(
    attributes.map(
      ([type, value]) =>
        new RelativeDistinguishedName([
          new AttributeTypeAndValue({
            type: ATTRIBUTE_OIDS[type],
            value: new AttributeValue(
              PRINTABLE.test(value) ? { printableString: value } : { utf8String: value },
            ),
          }),
        ]),
    ),
  );
}

/** The same Name, DER. */
export function encodeName(attributes: readonly (readonly [NameAttribute, string])[]): Buffer {
  return toDer(nameOf(attributes));
}

/**
 * Finds credentials on their way into app settings: key-listing functions, secret-looking
 * properties and connection-string fragments, in a setting's value with everything it references
 * expanded (module outputs, params, vars).
 */
export interface SettingLike {
  name: string;
  resolvedText: string;
}

/** ARM list* functions return keys and connection strings. */
export const LIST_FUNCTION =
  /\b(listKeys|listConnectionStrings|listAuthKeys|listSecrets|listCredentials|listAccountSas|listServiceSas|list[A-Z]\w*)\s*\(|\.list[A-Z]\w*\s*\(/;

const SECRET_PROPERTY =
  /\b(primaryKey|secondaryKey|primaryMasterKey|secondaryMasterKey|primaryConnectionString|secondaryConnectionString|primaryReadonlyMasterKey|InstrumentationKey|accessKey|accountKey|sasToken)\b/i;
const SECRET_LITERAL = /(AccountKey=|SharedAccessKey=|SharedAccessSignature|sig=|AccessKey=|password=)/i;
const SECRET_NAME = /(PASSWORD|SECRET|ACCOUNT_?KEY|ACCESS_?KEY|SAS_?TOKEN|CONNECTION_?STRING|_KEY$|^KEY$)/i;

/** Setting names that look secret but are not, and why. */
export const NOT_SECRET: Record<string, string> = {
  APPLICATIONINSIGHTS_CONNECTION_STRING:
    'an ingestion address; with local auth disabled its key cannot ingest',
  ARCBRIDGE_SECRET_REFERENCES:
    'names the Key Vaults and Kubernetes Secrets each tenant may reference; it holds no secret',
  ARCBRIDGE_REJECT_LITERAL_SECRETS: 'a true/false policy switch',
};

/** A setting that ends in _KEY_NAME names a key in Key Vault; it does not hold one. */
const NAMES_A_KEY = /_KEY_NAME$/;

export function secretLeaks(settings: Iterable<SettingLike>): string[] {
  const leaks: string[] = [];
  for (const setting of settings) {
    const text = setting.resolvedText;
    if (LIST_FUNCTION.test(text)) leaks.push(`${setting.name}: its value calls a list*() function`);
    if (SECRET_LITERAL.test(text)) leaks.push(`${setting.name}: its value contains a credential fragment`);
    if (SECRET_PROPERTY.test(text) && !(setting.name in NOT_SECRET))
      leaks.push(`${setting.name}: its value reads a key property`);
    if (/connectionstring/i.test(text) && !(setting.name in NOT_SECRET))
      leaks.push(`${setting.name}: its value is a connection string`);
    if (SECRET_NAME.test(setting.name) && !NAMES_A_KEY.test(setting.name) && !(setting.name in NOT_SECRET)) {
      leaks.push(`${setting.name}: its name says it holds a secret`);
    }
    if (/^AzureWebJobs\w+$/.test(setting.name) && !setting.name.includes('__')) {
      leaks.push(
        `${setting.name}: a host connection must be identity based (${setting.name}__accountName / __fullyQualifiedNamespace)`,
      );
    }
  }
  return leaks;
}

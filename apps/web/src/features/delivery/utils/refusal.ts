import type { ErrorEnvelope } from '@hospital/contract/envelope';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessages } from '@/lib/api-errors';

/**
 * A refused call's messages by the field they name (`code`, `cashTaka`, `note`...), and `form` for the rest, exactly as
 * the server says them; the first for a field wins.
 */
export function refusalByField(error: FetchBaseQueryError): Partial<Record<string, string>> {
  const envelope = (typeof error.data === 'object' ? error.data : undefined) as Partial<ErrorEnvelope> | undefined;
  const sources = (envelope?.errorSources ?? []).filter((source) => source.message);
  if (sources.length === 0) return { form: errorMessages(error)[0] };
  const fields: Partial<Record<string, string>> = {};
  for (const source of sources) {
    const key = String(source.path).split('.')[0] || 'form';
    fields[key] ??= source.message;
  }
  return fields;
}

/** A zod failure's messages by the field they name, as `refusalByField` reads the server's. */
export function issuesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}

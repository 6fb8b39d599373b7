import { roleFromRules, type RoleRule } from '../../../shared/schema/role-rules';
import type { AttributeMapping } from '../../../shared/schema/school-sign-in-config';

/**
 * From a provider's attributes (CAS) or claims (OIDC) to a person and a role (ADR 022). Pure, so the directory sync
 * can apply the same role rules to the people it reads.
 */

/** Attribute name → its values (a single value is a list of one). */
export type ProviderAttributes = Record<string, string[]>;

export interface ProviderIdentity {
  account: string;
  name: string;
  mail: string;
  deptCode: string;
  /** Affiliation or group values, matched against the role rules. */
  affiliations: string[];
}

export type MappedIdentity = { ok: true; identity: ProviderIdentity } | { ok: false; missing: string[] };

/** OIDC claims as attributes: strings, numbers and booleans as text, arrays element by element, objects left out. */
export function claimsAsAttributes(claims: Record<string, unknown>): ProviderAttributes {
  const scalar = (value: unknown): string | null =>
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
  const attributes: ProviderAttributes = {};
  for (const [name, value] of Object.entries(claims)) {
    const values = (Array.isArray(value) ? value : [value]).map(scalar).filter((v): v is string => v !== null);
    if (values.length > 0) attributes[name] = values;
  }
  return attributes;
}

const ACCOUNT_PATTERN = /^[\w.@-]{1,64}$/;

/**
 * Maps the attributes onto a person. `subject` is the CAS user or the OIDC `sub`, the account when the mapping names
 * no account attribute. The account is required (and must suit an account name); name falls back to the account;
 * mail, department and affiliations are optional.
 */
export function mapIdentity(subject: string, attributes: ProviderAttributes, mapping: AttributeMapping): MappedIdentity {
  const first = (name: string) => (name === '' ? '' : (attributes[name]?.[0] ?? '').trim());
  const account = mapping.account === '' ? subject.trim() : first(mapping.account);
  if (!ACCOUNT_PATTERN.test(account)) return { ok: false, missing: [mapping.account || 'user'] };
  const affiliations = mapping.affiliation === '' ? [] : (attributes[mapping.affiliation] ?? []).map((v) => v.trim()).filter(Boolean);
  return {
    ok: true,
    identity: {
      account,
      name: first(mapping.name).slice(0, 100) || account,
      mail: first(mapping.mail).slice(0, 200),
      deptCode: first(mapping.deptCode).slice(0, 32),
      affiliations,
    },
  };
}

export type RoleDecision = { kind: 'role'; roleId: string } | { kind: 'refused' };

/** The role rules (roleFromRules) for a first sign-in: a role, or a refusal when no rule matches and there is no default. */
export function decideRole(rules: readonly RoleRule[], defaultRoleId: string, affiliations: readonly string[]): RoleDecision {
  const roleId = roleFromRules(rules, defaultRoleId, affiliations);
  return roleId === '' ? { kind: 'refused' } : { kind: 'role', roleId };
}

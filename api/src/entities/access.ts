/**
 * Roles as data (pure, no server imports): what `/api/roles` takes and answers, what the
 * customisation carries to every process's enforcer, and what the configuration file holds.
 */

/** What a role may do with one policy object: a menu group, a resource or a page. */
export interface Grant {
  object: string;
  /** CRUD actions, verbs the object declares, or `*` (everything). */
  actions: string[];
}

/** A role beyond the seed roles, or a seed role whose grants an ADMIN changed (`roles` table). */
export interface StoredRole {
  name: string;
  grants: Grant[];
  /** Users holding it read fields marked private. */
  private_fields: boolean;
}

/** A role's name: upper-case letters, digits and `_`, starting with a letter (it is stored in users' `roles`). */
export const roleNamePattern = /^[A-Z][A-Z0-9_]{1,39}$/;

import type { EntityDef, Registry } from "../entities";
import type { CrudService } from "./service";

/**
 * Every entity's service by resource name: the declared entities' (built once, the module's class
 * where it has one) and the custom resources' an ADMIN declared at run time (a plain CrudService,
 * made on first use). A custom resource is served while the registry has it: renamed, trashed or
 * purged, its old name finds nothing.
 */
export class LiveServices implements ReadonlyMap<string, CrudService> {
  private readonly custom = new Map<string, CrudService>();

  constructor(
    private readonly declared: ReadonlyMap<string, CrudService>,
    private readonly registry: () => Registry,
    private readonly make: (entity: EntityDef) => CrudService,
  ) {}

  get(name: string): CrudService | undefined {
    const declared = this.declared.get(name);
    if (declared) return declared;
    const entity = this.registry().entityByName.get(name);
    if (!entity?.custom) return undefined;
    let service = this.custom.get(name);
    if (!service) this.custom.set(name, (service = this.make(entity)));
    return service;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  private customNames(): string[] {
    return this.registry()
      .entities.filter((entity) => entity.custom && !this.declared.has(entity.name))
      .map((entity) => entity.name);
  }

  get size(): number {
    return this.declared.size + this.customNames().length;
  }

  *entries(): MapIterator<[string, CrudService]> {
    yield* this.declared.entries();
    for (const name of this.customNames()) yield [name, this.get(name)!];
  }

  *keys(): MapIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): MapIterator<CrudService> {
    for (const [, service] of this.entries()) yield service;
  }

  [Symbol.iterator](): MapIterator<[string, CrudService]> {
    return this.entries();
  }

  forEach(callback: (service: CrudService, name: string, map: ReadonlyMap<string, CrudService>) => void): void {
    for (const [name, service] of this.entries()) callback(service, name, this);
  }
}

import type { Capability } from '@hospital/contract/permissions';

export { PERMISSIONS, roleMay, type Capability } from '@hospital/contract/permissions';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Capability;
  }
}

/**
 * react-hook-form's zodResolver. `@hookform/resolvers` is a dependency of the kit (@helpwire/ui)
 * and npm installed it under frontends/kit/node_modules (it is not hoisted), so this workspace
 * cannot import `@hookform/resolvers/zod` by name. It is reached through the kit's package folder
 * here, in one place; switch back to `from '@hookform/resolvers/zod'` once the package is hoisted
 * or listed in this workspace's dependencies.
 */
export { zodResolver } from '@helpwire/ui/node_modules/@hookform/resolvers/zod';

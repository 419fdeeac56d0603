import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { boundaryViolation } from './import-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const options = [
  {
    publicModules: ['queries.ts', 'schema.ts', 'types.ts', 'tags.ts', 'track.ts'],
    workflowModules: ['claims.ts', 'payment-flow.ts'],
    workflowDir: 'features/cart/workflows',
  },
];
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('boundaries/imports', boundaries.rules.imports, {
  valid: [
    { filename: file('app/page.tsx'), code: "import { x } from '@/features/cart/mutations';", options },
    { filename: file('features/cart/queries.ts'), code: "import { x } from './types';", options },
    { filename: file('features/cart/queries.ts'), code: "import { x } from '@/features/seating/queries';", options },
    { filename: file('features/cart/queries.ts'), code: "import { x } from '../seating/types.ts';", options },
    { filename: file('features/cart/workflows/hold.ts'), code: "import { x } from '@/features/seating/claims';", options },
    { filename: file('features/cart/workflows/hold.ts'), code: "import { x } from '../mutations';", options },
    { filename: file('components/header.tsx'), code: "import { x } from '@/lib/money';", options },
    { filename: file('lib/db/seed/catalog.ts'), code: "import { x } from '../../routes';", options },
    { filename: file('tests/e2e/cart.spec.ts'), code: "import { x } from '@/features/cart/mutations';", options },
    { filename: file('features/cart/queries.ts'), code: "import React from 'react';", options },
  ],
  invalid: [
    {
      filename: file('features/cart/queries.ts'),
      code: "import { x } from '@/app/cart/page';",
      options,
      errors: [{ message: 'features/ must not import app/ (app -> features -> lib).' }],
    },
    { filename: file('lib/money.ts'), code: "import { x } from '@/features/cart/queries';", options, errors: [{ message: 'lib/ must not import features/.' }] },
    { filename: file('lib/db/seed/x.ts'), code: "export * from '../../../components/button';", options, errors: [{ message: 'lib/ must not import components/.' }] },
    { filename: file('components/a.tsx'), code: "const m = import('@/features/cart/queries');", options, errors: [{ message: 'components/ may import lib/ only.' }] },
    {
      filename: file('features/cart/queries.ts'),
      code: "import { x } from '@/features/seating/claims';",
      options,
      errors: [{ message: "Use another feature's queries, schema, types, tags (or analytics' track) only." }],
    },
    {
      filename: file('features/cart/queries.ts'),
      code: "export { x } from '../seating/components/seat-map';",
      options,
      errors: [{ message: "Use another feature's queries, schema, types, tags (or analytics' track) only." }],
    },
    {
      filename: file('features/cart/workflows/hold.ts'),
      code: "import { x } from '@/features/checkout/order-writing';",
      options,
      errors: [{ message: "A workflow uses another feature's public modules and its claim kinds or payment flow only." }],
    },
  ],
});

describe('boundaryViolation', () => {
  it('allows only modules directly in the other feature folder', () => {
    const opts = options[0]!;
    expect(boundaryViolation(['features', 'a', 'x.ts'], ['features', 'b', 'queries'], opts)).toBeNull();
    expect(boundaryViolation(['features', 'a', 'x.ts'], ['features', 'b', 'sub', 'queries'], opts)).not.toBeNull();
  });
});

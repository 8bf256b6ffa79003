import { expect, it } from '@jest/globals';
import { startSchemaOnlyBff } from './schema-only-app';

// The BFF compiles a route's reply serializer on its first reply (kit's reply-serializers.ts):
// here every one of them is compiled at once, so a schema that cannot be serialized fails a test
// instead of a boater's first request.
it('when every route of the BFF compiles its reply serializers at start, then the app becomes ready', async () => {
  const bff = await startSchemaOnlyBff();
  try {
    expect(Object.keys(bff.app.swagger().paths ?? {}).length).toBeGreaterThan(50);
  } finally {
    await bff.close();
  }
}, 60_000);

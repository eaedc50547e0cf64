import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderedQueries, renderedQueriesElement } from './rendered-queries';

afterEach(() => {
  document.body.replaceChildren();
});

describe("a page's rendered reads", () => {
  it('come back as they went in, whatever text the data holds', () => {
    const client = new QueryClient();
    const name = 'Foundation </script><script>alert(1)</script> & <!-- more';
    client.setQueryData(['/api/foundation-programs', 'shared', 1], [{ id: 1, programName: name }]);
    const element = renderedQueriesElement(dehydrate(client));
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    const again = new QueryClient();
    hydrate(again, renderedQueries() ?? {});
    expect(again.getQueryData(['/api/foundation-programs', 'shared', 1])).toEqual([
      { id: 1, programName: name },
    ]);
  });

  it('are none on a page without them, or with a broken element', () => {
    expect(renderedQueries()).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="puente-queries">{</script>';
    expect(renderedQueries()).toBeUndefined();
  });
});

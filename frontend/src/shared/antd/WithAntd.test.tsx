import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
// Its wait is the kit's PageSpinner, whose words are the page's (the app draws it inside AppProviders).
import { renderIn as render } from '../../test/in-language';
import { WithAntd } from './WithAntd';

describe('WithAntd', () => {
  it('draws the page inside antd’s provider, in the app’s theme, once it has been fetched', async () => {
    render(
      <WithAntd>
        <Button type="primary">Save</Button>
      </WithAntd>,
    );
    const button = await screen.findByRole('button', { name: 'Save' });
    // The theme's indigo, not antd's default blue: the provider is around the page.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(67, 56, 202)');
  });
});

import {
  ContactScreen,
  degreeRecognition,
  foundationYear,
  funding,
  HelpScreen,
  HelpTopicScreen,
  ielts,
  paths,
} from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/help – Help',
  component: HelpScreen,
  parameters: { ...hostParameters },
} satisfies Meta<typeof HelpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type HelpArticle = ComponentProps<typeof HelpTopicScreen>['article'];

/** The topics families ask first, each a link, and the way to contact. */
export const Topics: Story = {
  decorators: [hostScreen(paths.help.getHref())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'What is a foundation year?' }),
    ).toHaveAttribute('href', paths.helpFoundationYear.getHref());
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      paths.contact.getHref(),
    );
  },
};

export const Mobile: Story = { ...Topics, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Topics, globals: { theme: 'dark' } };

/** A help article's page, at its `path`. */
const topic = (path: string, article: HelpArticle): Story => ({
  decorators: [hostScreen(path)],
  render: () => <HelpTopicScreen article={article} />,
});

/** /help/foundation-year. */
export const FoundationYear: Story = topic(paths.helpFoundationYear.getHref(), foundationYear);

/** /help/ielts: the bands, the test centres in Mexico, the other tests. */
export const Ielts: Story = topic(paths.helpIelts.getHref(), ielts);

/** /help/degree-recognition: revalidation with the SEP, the apostille. */
export const DegreeRecognition: Story = topic(
  paths.helpDegreeRecognition.getHref(),
  degreeRecognition,
);

/** /help/funding: what pays for a foundation year, and what (Chevening, SECIHTI) does not. */
export const Funding: Story = {
  ...topic(paths.helpFunding.getHref(), funding),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Chevening, the UK government’s scholarship/),
    ).toBeVisible();
  },
};

export const FundingMobile: Story = { ...Funding, globals: { viewport: { value: 'mobile' } } };

/** /contact. */
export const Contact: Story = {
  decorators: [hostScreen(paths.contact.getHref())],
  render: () => <ContactScreen />,
};

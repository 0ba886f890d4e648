import { ROUTES } from '../../app/routes.ts';
import type { TextKey } from '../../i18n/i18n.ts';

/** The footer's pages as blocks of dictionary text (i18n/en/pages.ts), drawn by StaticPage. */
export type ContentBlock =
  | { kind: 'heading'; text: TextKey }
  | { kind: 'paragraph'; text: TextKey }
  | { kind: 'list'; items: readonly TextKey[] }
  /** A titled entry: a news item, a blog post, a value. */
  | { kind: 'entry'; title: TextKey; text: TextKey }
  /** A link to a page of the portal. */
  | { kind: 'link'; text: TextKey; to: string };

export interface PageContent {
  title: TextKey;
  intro?: TextKey;
  blocks: readonly ContentBlock[];
}

const heading = (text: TextKey): ContentBlock => ({ kind: 'heading', text });
const paragraph = (text: TextKey): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: TextKey[]): ContentBlock => ({ kind: 'list', items });
const entry = (title: TextKey, text: TextKey): ContentBlock => ({ kind: 'entry', title, text });

/** FAQ questions and answers, shown as an accordion. */
export const FAQ: readonly { question: TextKey; answer: TextKey }[] = [
  { question: 'pages.faq.q1', answer: 'pages.faq.a1' },
  { question: 'pages.faq.q2', answer: 'pages.faq.a2' },
  { question: 'pages.faq.q3', answer: 'pages.faq.a3' },
  { question: 'pages.faq.q4', answer: 'pages.faq.a4' },
  { question: 'pages.faq.q5', answer: 'pages.faq.a5' },
  { question: 'pages.faq.q6', answer: 'pages.faq.a6' },
  { question: 'pages.faq.q7', answer: 'pages.faq.a7' },
  { question: 'pages.faq.q8', answer: 'pages.faq.a8' },
  { question: 'pages.faq.q9', answer: 'pages.faq.a9' },
];

/** The pages that are text only; contact, FAQ, help and feedback add their own parts in StaticPage. */
export const PAGE_CONTENT: Record<string, PageContent> = {
  'about-us': {
    title: 'pages.about.title',
    blocks: [
      paragraph('pages.about.p1'),
      paragraph('pages.about.p2'),
      heading('pages.about.whoHeading'),
      list('pages.about.who1', 'pages.about.who2', 'pages.about.who3'),
      heading('pages.about.storyHeading'),
      paragraph('pages.about.story'),
    ],
  },
  'contact-us': { title: 'pages.contact.title', intro: 'pages.contact.intro', blocks: [] },
  features: {
    title: 'pages.features.title',
    intro: 'pages.features.intro',
    blocks: [
      heading('pages.features.bookHeading'),
      list('pages.features.book1', 'pages.features.book2', 'pages.features.book3', 'pages.features.book4'),
      paragraph('pages.features.bookNote'),
      heading('pages.features.runHeading'),
      list('pages.features.run1', 'pages.features.run2', 'pages.features.run3', 'pages.features.run4'),
      heading('pages.features.helpHeading'),
      list('pages.features.help1', 'pages.features.help2', 'pages.features.help3'),
    ],
  },
  faq: { title: 'pages.faq.title', intro: 'pages.faq.intro', blocks: [] },
  news: {
    title: 'pages.news.title',
    intro: 'pages.news.intro',
    blocks: [
      entry('pages.news.item1Title', 'pages.news.item1'),
      entry('pages.news.item2Title', 'pages.news.item2'),
      entry('pages.news.item3Title', 'pages.news.item3'),
      entry('pages.news.item4Title', 'pages.news.item4'),
    ],
  },
  pricing: {
    title: 'pages.pricing.title',
    intro: 'pages.pricing.intro',
    blocks: [
      heading('pages.pricing.payHeading'),
      list('pages.pricing.pay1', 'pages.pricing.pay2', 'pages.pricing.pay3'),
      heading('pages.pricing.earnHeading'),
      list('pages.pricing.earn1', 'pages.pricing.earn2'),
      heading('pages.pricing.walletHeading'),
      paragraph('pages.pricing.wallet'),
    ],
  },
  'core-values': {
    title: 'pages.values.title',
    intro: 'pages.values.intro',
    blocks: [
      entry('pages.values.v1Title', 'pages.values.v1'),
      entry('pages.values.v2Title', 'pages.values.v2'),
      entry('pages.values.v3Title', 'pages.values.v3'),
      entry('pages.values.v4Title', 'pages.values.v4'),
      entry('pages.values.v5Title', 'pages.values.v5'),
    ],
  },
  partner: {
    title: 'pages.partner.title',
    intro: 'pages.partner.intro',
    blocks: [
      heading('pages.partner.suppliersHeading'),
      paragraph('pages.partner.suppliers'),
      heading('pages.partner.agentsHeading'),
      paragraph('pages.partner.agents'),
      { kind: 'link', text: 'pages.partner.registerLink', to: ROUTES.register },
      heading('pages.partner.writeHeading'),
      paragraph('pages.partner.write'),
    ],
  },
  blog: {
    title: 'pages.blog.title',
    intro: 'pages.blog.intro',
    blocks: [
      entry('pages.blog.post1Title', 'pages.blog.post1'),
      entry('pages.blog.post2Title', 'pages.blog.post2'),
      entry('pages.blog.post3Title', 'pages.blog.post3'),
      entry('pages.blog.post4Title', 'pages.blog.post4'),
    ],
  },
  help: {
    title: 'pages.help.title',
    intro: 'pages.help.intro',
    blocks: [
      heading('pages.help.includeHeading'),
      list('pages.help.include1', 'pages.help.include2', 'pages.help.include3'),
      heading('pages.help.whenHeading'),
      paragraph('pages.help.when'),
      heading('pages.help.urgentHeading'),
      paragraph('pages.help.urgent'),
    ],
  },
  feedback: {
    title: 'pages.feedback.title',
    intro: 'pages.feedback.intro',
    blocks: [
      heading('pages.feedback.helpsHeading'),
      list('pages.feedback.helps1', 'pages.feedback.helps2', 'pages.feedback.helps3'),
    ],
  },
  accessibility: {
    title: 'pages.accessibility.title',
    intro: 'pages.accessibility.intro',
    blocks: [
      heading('pages.accessibility.doHeading'),
      list(
        'pages.accessibility.do1',
        'pages.accessibility.do2',
        'pages.accessibility.do3',
        'pages.accessibility.do4',
        'pages.accessibility.do5',
        'pages.accessibility.do6',
      ),
      heading('pages.accessibility.standardHeading'),
      paragraph('pages.accessibility.standard'),
      heading('pages.accessibility.limitsHeading'),
      paragraph('pages.accessibility.limits'),
      heading('pages.accessibility.tellHeading'),
      paragraph('pages.accessibility.tell'),
    ],
  },
  'privacy-policy': {
    title: 'pages.privacy.title',
    intro: 'pages.privacy.intro',
    blocks: [
      heading('pages.privacy.collectHeading'),
      list('pages.privacy.collect1', 'pages.privacy.collect2', 'pages.privacy.collect3'),
      heading('pages.privacy.useHeading'),
      list('pages.privacy.use1', 'pages.privacy.use2', 'pages.privacy.use3', 'pages.privacy.use4'),
      heading('pages.privacy.travellersHeading'),
      paragraph('pages.privacy.travellers'),
      heading('pages.privacy.shareHeading'),
      paragraph('pages.privacy.share'),
      heading('pages.privacy.keepHeading'),
      paragraph('pages.privacy.keep'),
      heading('pages.privacy.rightsHeading'),
      paragraph('pages.privacy.rights'),
      heading('pages.privacy.grievanceHeading'),
      paragraph('pages.privacy.grievance'),
      heading('pages.privacy.cookiesHeading'),
      paragraph('pages.privacy.cookies'),
    ],
  },
};

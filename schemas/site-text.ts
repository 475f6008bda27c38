/**
 * Site Text: the words the site's components show on every page, apart from a page's own content:
 * buttons and links, the header's and footer's names for assistive technology, breadcrumbs, the
 * not-found page, the labels, notes and messages of the public forms, the article and case-study
 * pages' headings. A `{name}` in a text is filled in by the page (the author's name, the reading
 * time); the schema refuses an edit that drops it. Where each text appears is described in
 * ./parts/site-text-descriptions.ts, loaded with this tab only: this schema travels in every page's scripts.
 */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export default defineEntity({
  key: 'site-text',
  title: 'Site Text',
  // After the spec's site tabs; the Deploy Hook stays last.
  tab: { key: 'site-text', label: 'Site Text', order: 5 },
  saveMessage: 'Site text saved successfully!',
  admin: {
    saveLabel: 'Save Site Text',
    layout: 'tabs',
    // Typed where they are written (against this schema), so the annotation here breaks the cycle.
    descriptions: (): Promise<Readonly<Record<string, string>>> =>
      import('./parts/site-text-descriptions').then((module) => module.default),
  },
  schema: v.object({
    frame: f.group(
      'Every page',
      texts({
        skipLink: 'Skip to content',
        mainNavigation: 'Main',
        openMenu: 'Open navigation menu',
        closeMenu: 'Close navigation menu',
        showMenu: 'Show {label} menu',
        mobileMenu: 'Menu',
        mobileNavigation: 'Mobile',
        showLinks: 'Show {label} links',
        breadcrumb: 'Breadcrumb',
        home: 'Home',
        socialMedia: 'Social media',
        socialLink: '{company} on {platform} (opens in a new tab)',
      }),
    ),
    notFound: f.group(
      'Page not found',
      texts({
        code: '404',
        heading: 'Oops! Page not found',
        text: 'The page you are looking for does not exist or has moved.',
        homeLink: 'Return to Home',
      }),
    ),
    cards: f.group(
      'Buttons on cards',
      texts({
        learnMore: 'Learn More',
        readMore: 'Read More',
        about: 'about {title}',
        viewCaseStudy: 'View Case Study',
        viewCaseStudyOf: 'View Case Study: {title}',
        applyNow: 'Apply Now',
        applyNowFor: 'Apply Now for {title}',
        rating: 'Rated {rating} out of 5 stars',
        exploreServices: 'Explore All Services',
      }),
    ),
    blog: f.group(
      'Blog',
      texts({
        allPosts: 'All Posts',
        filter: 'Filter articles by category',
        showingOne: 'Showing {count} article.',
        showingMany: 'Showing {count} articles.',
        showingOneIn: 'Showing {count} article in {category}.',
        showingManyIn: 'Showing {count} articles in {category}.',
        none: 'No articles yet.',
        noneIn: 'No articles in {category} yet.',
        loadMore: 'Load More Articles',
        loadFailed: 'More articles could not be loaded. Check your connection and try again.',
      }),
    ),
    articles: f.group(
      'Articles',
      texts({
        parent: 'Blog',
        byAuthor: 'By {author}',
        noAuthor: 'Connectia Team',
        readingTime: '{minutes} min read',
        region: 'Article',
        tags: 'Tags',
        related: 'Related Articles',
        ctaHeading: 'Want This for Your Business?',
        ctaText: 'Talk to our {category} team about your project.',
        ctaButton: 'Talk to Our Team',
      }),
    ),
    caseStudies: f.group(
      'Case studies',
      texts({
        parent: 'Portfolio',
        eyebrow: 'Case Study',
        startSimilar: 'Start a Similar Project',
        region: 'Case study',
        client: 'Client',
        industry: 'Industry',
        duration: 'Duration',
        team: 'Team',
        challenge: 'The Challenge',
        solution: 'Our Solution',
        results: 'Results',
        technologies: 'Technologies',
        published: 'Published {date}',
        ctaHeading: 'Have a Similar Challenge?',
        ctaText: 'Tell us about it: we will show you how we would approach it.',
        ctaButton: 'Talk to Our Team',
      }),
    ),
    leadership: f.group(
      'Leadership cards',
      texts({
        readBio: 'Read Bio',
        showLess: 'Show Less',
        expertise: 'Expertise',
        achievements: 'Achievements',
        email: 'Email {name}',
        linkedin: '{name} on LinkedIn (opens in a new tab)',
        twitter: '{name} on Twitter (opens in a new tab)',
        unnamed: 'Team Member {number}',
        role: 'Team Member',
        location: 'Dubai, UAE',
        experience: '5+ years',
        department: 'General',
      }),
    ),
    careers: f.group(
      'Careers',
      texts({ noBenefits: 'Our benefits are being updated. Ask us about them when you apply.' }),
    ),
    forms: f.group(
      'Every form',
      texts({
        required: 'Fields marked with * are required.',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        choose: 'Select…',
        sending: 'Sending…',
        notSent: 'Not sent',
        trap: 'Leave this field empty',
        firstNameMissing: 'First name is required.',
        lastNameMissing: 'Last name is required.',
        emailMissing: 'Email is required.',
        emailInvalid: 'Enter a valid email address, such as name@company.com.',
        notSetUp:
          'Sending messages is not set up on this website yet, so nothing was sent. Please email us at {email}: everything you typed is still here.',
        offline:
          'We could not reach our server, so nothing was sent. Check your internet connection and press send again: everything you typed is still here.',
        rateLimited:
          'You have sent several messages from this address in the last hour, so this one was not accepted. Please try again later, or email us at {email}.',
        rateLimitedUntil:
          '{limit} Everything you typed is still here; if it cannot wait, email us at {email}.',
        refused:
          'Our server did not accept this form. Please check what you entered and try again, or email us at {email}.',
        unavailable:
          'Something went wrong on our side and nothing was sent. Please try again in a moment, or email us at {email}.',
        notLoaded:
          'This form could not be sent because part of the page did not load. Check your internet connection and press send again: everything you typed is still here.',
      }),
    ),
    contactForm: f.group(
      'Contact form',
      texts({
        heading: 'General Inquiry',
        description: 'Tell us about your project or question and the right specialist will pick it up.',
        company: 'Company',
        companyMissing: 'Company is required.',
        message: 'Additional information',
        send: 'Send Inquiry',
        thanks: 'Thank you!',
        thanksName: 'Thank you, {name}!',
        sent: 'Your inquiry has been sent. We reply within one business day; for anything urgent, email {email}.',
      }),
    ),
    applicationForm: f.group('Job application form', {
      ...texts({
        name: 'Job application',
        phone: 'Phone',
        position: 'Position of interest',
        choosePosition: 'Select a position…',
        otherPosition: 'Other',
        experience: 'Years of experience',
        coverLetter: 'Cover letter',
        resume: 'Resume (.pdf, .doc or .docx)',
        resumeType: 'Resume must be a .pdf, .doc or .docx file.',
        submit: 'Submit Application',
        thanks: 'Thank you for applying!',
        sent: 'Your application has been sent. We read every application; questions can go to {email}.',
        reply: 'We read every application and reply within two weeks.',
      }),
      experienceChoices: f.tags(
        'Experience choices',
        ['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years'],
        { maxItems: 12 },
      ),
    }),
    newsletter: f.group(
      'Newsletter box',
      texts({
        name: 'Newsletter',
        email: 'Email address',
        example: 'you@company.com',
        subscribe: 'Subscribe',
        thanks: 'Thanks for subscribing!',
        thanksText: 'You will hear from us when we publish new articles. Questions: {email}.',
        already: 'You are already subscribed.',
        alreadyText:
          'This address is on our list already; new articles will keep coming. Questions: {email}.',
      }),
    ),
  }),
});

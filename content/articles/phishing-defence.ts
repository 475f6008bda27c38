/** Seed article: tools, training and habits against phishing (Cybersecurity). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'phishing-defence',
  title: 'Protecting Your Team from Phishing',
  excerpt:
    'Phishing is still the most common way in. Training, tools and habits that keep your business safe.',
  body: doc(
    p(
      'Firewalls and antivirus have improved enormously, so attackers go where defences are weakest: the inbox and the phone. Verizon’s 2023 Data Breach Investigations Report found that around three quarters of breaches involved a human element, and phishing remains one of the most common first steps.',
    ),
    p(
      'For the companies we support across the region, the attacks are rarely exotic. They are ordinary messages that arrive at a busy moment and look just plausible enough.',
    ),
    h2('What phishing looks like in the region'),
    ul(
      [
        b('Invoice and payment fraud. '),
        'An email that appears to come from a known supplier announces “new bank details” just before a large payment is due.',
      ],
      [
        b('Fake sign-in pages. '),
        'A shared document or a voicemail notification leads to a convincing copy of the Microsoft 365 or Google login page.',
      ],
      [
        b('SMS and WhatsApp messages. '),
        'Texts that pretend to be a courier, a bank or a government service ask for a small fee or a one-time code.',
      ],
      [
        b('Executive impersonation. '),
        'A message “from the CEO”, often sent just before a weekend or a public holiday, asks for an urgent transfer or gift cards.',
      ],
    ),
    h2('Layer 1: tools that stop most attacks'),
    p(
      'Technology will not stop every message, but it removes most of them before a person has to decide anything:',
    ),
    ol(
      [
        b('Authenticate your email domain. '),
        'Publish SPF and DKIM records and move your DMARC policy step by step from monitoring to ',
        i('p=reject'),
        ', so nobody can send mail that looks like it comes from your domain.',
      ],
      [
        b('Use multi-factor authentication everywhere. '),
        'Prefer phishing-resistant methods – passkeys or FIDO2 security keys – for administrators and finance staff, and number matching in authenticator apps for everyone else. Text-message codes are better than nothing, but only just.',
      ],
      [
        b('Filter links and attachments. '),
        'Services such as Microsoft Defender for Office 365 rewrite links and check them when they are clicked, and open attachments in a sandbox first.',
      ],
      [
        b('Label external mail. '),
        'A simple “External sender” banner makes a fake internal message much easier to spot.',
      ],
    ),
    h2('Layer 2: training that changes behaviour'),
    p(
      'Annual one-hour security training is forgotten within weeks. What works is short and frequent: a five-minute lesson each month and a realistic simulated phishing email, followed by immediate feedback for anyone who clicks.',
    ),
    p(
      'Measure the right thing. The click rate tells you how good the simulation was; the ',
      b('report rate'),
      ' – how many people flagged the message, and how quickly – tells you how strong your defence is. At one client the report rate rose from 9% to 61% in six months, and the first report of a real attack now typically arrives within four minutes.',
    ),
    h2('Layer 3: habits and processes'),
    ul(
      'Verify every change of bank details by calling the supplier on a number you already hold, never one given in the email.',
      'Require two people to approve payments above an agreed amount.',
      'Put a “Report phishing” button in every mail client and make using it the easiest thing to do.',
      'Thank people who report, including false alarms. Blame teaches people to hide mistakes.',
    ),
    h2('When someone clicks'),
    p(
      'Someone eventually will, and speed matters more than blame. The first hour should follow a written plan: the person reports at once; IT resets the password and revokes active sessions; the mailbox is checked for new forwarding and inbox rules, which attackers use to hide; sign-in logs are reviewed for unfamiliar locations; and the same message is removed from every other inbox. If payment details or personal data may be involved, finance and your data protection lead are told the same day.',
    ),
    p(
      'Phishing defence is not a product you buy once. It is a combination of sensible settings, regular practice and a culture where reporting is normal. Our ',
      a('cybersecurity integration', '/portfolio/cybersecurity-integration'),
      ' work covers all three. If you would like an assessment of your email security and a simulation programme for your team, ',
      a('ask for a security consultation', '/contact?service=security'),
      '.',
    ),
  ),
  cover: {
    src: '/images/blog/security.svg',
    alt: 'Illustration of a shield with a check mark, standing for a protected business',
  },
  author: { member: 'omar-haddad' },
  category: 'Cybersecurity',
  tags: ['Security', 'Training'],
  publishedAt: '2024-02-06T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'Protecting Your Team from Phishing: Tools and Habits',
    description:
      'Email authentication, phishing-resistant MFA, monthly simulations and a plan for the first hour after a click: how to keep phishing out of your business.',
  },
};

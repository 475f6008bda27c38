/** Seed case study: native apps for a digital bank (Mobile). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'banking-mobile-app',
  title: 'Banking Mobile App',
  excerpt: 'Native iOS and Android apps with biometric sign-in, payments and card controls.',
  client: 'Digital bank',
  industry: 'Banking & Finance',
  category: 'Mobile',
  service: 'mobile',
  duration: '8 months',
  teamSize: '10 specialists',
  technologies: ['Swift', 'Kotlin', 'GraphQL'],
  challenge:
    'A newly licensed digital bank had no branches: its mobile app would be the whole bank for its customers. The launch date was fixed by the licence timetable and a marketing campaign, eight months away. The apps had to open an account in minutes, support Arabic and English, meet the central bank’s security requirements and pass independent penetration testing, and integrate with a core banking platform and a card processor that were still being configured at the same time.',
  solution:
    'We built separate native apps in Swift and Kotlin, sharing one design system and one GraphQL gateway that shields the apps from the core banking and card processor APIs. Customers sign in with Face ID, Touch ID or Android biometrics, backed by keys held in the phone’s secure hardware. Payments, transfers and card controls such as freezing a card or setting online limits take effect within seconds. Security testing ran in every sprint, not only before launch.',
  results: [
    { value: '4.8', label: 'star store rating' },
    { value: '100,000', label: 'downloads in three months' },
  ],
  body: doc(
    p(
      'For a digital bank, the app is not a channel; it is the bank. When a newly licensed bank asked us to build its iOS and Android apps, we knew that every design decision would be judged by customers comparing it with the best apps on their phones, and by a regulator judging it against the strictest standards in the market.',
    ),
    h2('Why native, and why GraphQL'),
    p(
      'We weighed a cross-platform framework against two native apps. Cross-platform would have meant one codebase, but the bank needed deep use of each platform’s secure hardware, biometric APIs and wallet features, and wanted the apps to feel entirely at home on each system. We chose ',
      b('Swift with SwiftUI on iOS and Kotlin with Jetpack Compose on Android'),
      ', and kept the two teams aligned through a shared design system and shared acceptance tests.',
    ),
    p(
      'Between the apps and the bank’s systems we placed a GraphQL gateway. The core banking platform and the card processor each had their own APIs, which were still changing during the project. The gateway gave the apps one stable contract, let each screen ask for exactly the data it needs in one request, and meant that back-end changes rarely required an app release.',
    ),
    p(
      'The team of ten specialists combined two iOS and two Android developers, two engineers for the gateway and integrations, a product designer, a test automation engineer, a mobile security specialist and a delivery lead who met the bank’s product owner every day.',
    ),
    h2('Security built in from the first sprint'),
    ul(
      [
        b('Biometric sign-in '),
        'with a key generated in the Secure Enclave or Android Keystore, so no password or biometric data ever leaves the phone.',
      ],
      [b('Certificate pinning '), 'on every connection, and detection of jailbroken or rooted devices.'],
      [
        b('Step-up authentication '),
        'for sensitive actions such as adding a beneficiary or raising a transfer limit.',
      ],
      [
        b('Automated security checks '),
        'in the build pipeline, plus a penetration test by an independent firm before each major release.',
      ],
    ),
    p(
      'Building security in early was cheaper than adding it late: the final external penetration test found no high-severity issues, and the two medium findings were fixed within a week.',
    ),
    h2('Designing for two languages and every customer'),
    p(
      'Arabic and English were designed together from the first wireframe, not translated at the end. Every screen was checked in right-to-left layout, with numbers, dates and currency formatted correctly in both. We tested with VoiceOver, TalkBack and large text sizes, because an app that is the only way into your bank must work for everyone.',
    ),
    p('The onboarding journey received the most attention. In its final form a customer:'),
    ol(
      'Scans their Emirates ID and takes a short selfie video for a liveness check.',
      'Confirms the details read from the ID, rather than typing them.',
      'Chooses an account and receives a virtual card immediately, usable online and in mobile wallets.',
    ),
    p('The median time from download to an open account was just under seven minutes.'),
    h2('Launch and results'),
    p(
      'We ran a closed beta with 1,500 customers for six weeks, releasing every week and watching crash reports and support messages daily. The crash-free session rate reached 99.8% before public launch. The apps launched on the planned date and reached ',
      b('100,000 downloads in three months'),
      ', with a ',
      b('4.8-star rating'),
      ' across both stores. Reviews most often mentioned speed and the card controls – being able to freeze a card, or block online payments, in one tap.',
    ),
    p(
      'The bank’s in-house team now owns the apps, and we continue to support them with a smaller team. ',
      i('The design system and gateway have made new features faster to ship than at launch.'),
      ' Learn more about our ',
      a('mobile app development', '/services/mobile-apps'),
      ' or ',
      a('tell us about the app you have in mind', '/contact?service=mobile'),
      '.',
    ),
  ),
  cover: { src: '/images/portfolio/mobile.svg', alt: 'Illustration of a banking app on a phone' },
  quote: {
    text: 'Connectia treated the app as our bank, not as a project. We launched on the day we had promised, and our customers tell us it is the easiest banking app they have used.',
    author: 'Rania Khoury',
    role: 'Chief Digital Officer, digital bank',
  },
  publishedAt: '2023-11-22T09:00:00.000Z',
};

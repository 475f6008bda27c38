/** Seed service page: /services/mobile-apps, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'Mobile Apps',
  slug: 'mobile-apps',
  seo: {
    title: 'Mobile App Development in Dubai',
    description:
      'Native iOS, native Android and cross-platform apps designed and built by Connectia in Dubai, from first prototype to App Store and Google Play launch.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Mobile App Development',
      title: 'Mobile Apps Your Customers Love to Use',
      lead: 'We design, build and launch secure, high-performing iOS and Android apps for businesses across the UAE, with Arabic and English experiences from day one.',
      image: {
        src: 'art:mobile-apps',
        alt: 'Illustration of a smartphone showing app cards and a notification',
      },
      actions: [
        {
          label: 'Start Your App Project',
          href: '/contact',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'Mobile Development Services',
      intro: 'The right platform for your audience, your budget and your roadmap.',
      cards: [
        {
          icon: 'mobile',
          title: 'Native iOS',
          description:
            'Swift and SwiftUI apps that feel at home on iPhone and iPad and follow Apple’s design and review guidelines.',
          bullets: [
            'Swift and SwiftUI',
            'Apple Pay and Face ID',
            'App Store submission',
            'iPad and Apple Watch support',
          ],
        },
        {
          icon: 'mobile',
          title: 'Native Android',
          description:
            'Kotlin apps built for the wide range of Android devices used across the region, tuned for speed and battery life.',
          bullets: [
            'Kotlin and Jetpack Compose',
            'Google Pay and biometrics',
            'Google Play release',
            'Broad device testing',
          ],
        },
        {
          icon: 'layers',
          title: 'Cross-Platform',
          description:
            'One codebase for iOS and Android that shortens time to market and lowers long-term maintenance costs.',
          bullets: [
            'Flutter and React Native',
            'Shared business logic',
            'Near-native performance',
            'Faster feature releases',
          ],
        },
      ],
    },
    {
      id: 'technologies',
      kind: 'tabs',
      anchor: 'technologies',
      heading: 'Our Mobile Technology Stack',
      intro: '',
      tabs: [
        {
          id: 'native',
          label: 'Native',
          items: [
            {
              icon: '',
              title: 'Swift',
              description: 'Modern, safe language for high-performance iOS apps.',
            },
            {
              icon: '',
              title: 'SwiftUI',
              description: 'Declarative interfaces that adapt to every Apple device.',
            },
            {
              icon: '',
              title: 'Kotlin',
              description: 'Concise, reliable code for modern Android apps.',
            },
            {
              icon: '',
              title: 'Jetpack Compose',
              description: 'Fast, consistent Android interfaces.',
            },
          ],
        },
        {
          id: 'cross-platform',
          label: 'Cross-Platform',
          items: [
            {
              icon: '',
              title: 'Flutter',
              description: 'Pixel-perfect UI from a single Dart codebase.',
            },
            {
              icon: '',
              title: 'React Native',
              description: 'Native apps that share skills with your web team.',
            },
            {
              icon: '',
              title: 'Expo',
              description: 'Streamlined builds and over-the-air updates.',
            },
            {
              icon: '',
              title: 'Kotlin Multiplatform',
              description: 'Shared logic with fully native screens.',
            },
          ],
        },
        {
          id: 'backend',
          label: 'Backend',
          items: [
            {
              icon: '',
              title: 'Node.js',
              description: 'Fast APIs that power real-time app features.',
            },
            {
              icon: '',
              title: 'Firebase',
              description: 'Authentication, push notifications and analytics.',
            },
            {
              icon: '',
              title: 'GraphQL',
              description: 'Efficient data fetching for mobile networks.',
            },
            {
              icon: '',
              title: 'PostgreSQL',
              description: 'Dependable storage for users and transactions.',
            },
          ],
        },
        {
          id: 'tools',
          label: 'Tools',
          items: [
            {
              icon: '',
              title: 'Figma',
              description: 'Interactive prototypes you can test before we build.',
            },
            {
              icon: '',
              title: 'Xcode and Android Studio',
              description: 'Official toolchains for each platform.',
            },
            {
              icon: '',
              title: 'Fastlane',
              description: 'Automated builds, signing and store releases.',
            },
            {
              icon: '',
              title: 'Crashlytics',
              description: 'Real-time crash reports and stability tracking.',
            },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'benefits',
      anchor: 'benefits',
      heading: 'Why Build Your App With Us',
      intro: '',
      benefits: [
        {
          icon: 'users',
          title: 'User-Centred Design',
          description: 'Research-led UX with Arabic and English layouts tested with real users.',
          bullets: [],
        },
        {
          icon: 'bolt',
          title: 'High Performance',
          description: 'Smooth, responsive apps that start fast and work on patchy connections.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'Secure Payments and Data',
          description: 'Encrypted storage, secure sign-in and payment gateways used in the UAE.',
          bullets: [],
        },
        {
          icon: 'rocket',
          title: 'Launch and Beyond',
          description: 'Store submission, analytics and ongoing updates after go-live.',
          bullets: [],
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Have an App Idea?',
      text: 'Share your idea and we will help you shape the features, platform and budget for a successful launch.',
      actions: [
        {
          label: 'Get App Development Quote',
          href: '/contact?service=mobile',
        },
      ],
    },
  ],
};

export default page;

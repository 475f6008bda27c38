/** Seed case study: security monitoring and response for a healthcare group (Cybersecurity). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'security-operations-upgrade',
  title: 'Security Operations Upgrade',
  excerpt: 'Security monitoring, staff training and incident response for twelve clinics.',
  client: 'Healthcare group',
  industry: 'Healthcare',
  category: 'Cybersecurity',
  service: 'security',
  duration: '4 months',
  teamSize: '5 consultants',
  technologies: ['SIEM', 'Zero Trust', 'Microsoft Defender'],
  challenge:
    'A healthcare group with twelve clinics held thousands of patient records but had no central view of its security. Each clinic managed its own workstations, several reception desks shared one login, logs were kept locally for a few days, and nobody watched for alerts outside office hours. A regulatory information security audit was four months away, and a phishing incident at a similar provider had shown the board how quickly clinics can be forced back to paper.',
  solution:
    'We brought all twelve clinics under one security operation. Microsoft Defender now protects every laptop, workstation and server, and feeds a cloud SIEM, Microsoft Sentinel, together with identity, firewall and email logs. Zero Trust principles replaced shared accounts: every user has a named account with multi-factor authentication, and access depends on the device’s health. Staff received short, role-based training, and written incident response playbooks were rehearsed with the clinic managers before the audit.',
  results: [
    { value: '24/7', label: 'security monitoring' },
    { value: '12', label: 'clinics under one security operation' },
    { value: '0', label: 'major audit findings, passed at the first attempt' },
  ],
  body: doc(
    p(
      'Clinics run on trust and on systems that must be available when a patient walks in. When a healthcare group with twelve clinics asked for our help, its IT team of four was doing its best with local tools, local logs and no one watching after 6 pm. A regulatory audit of its information security was four months away.',
    ),
    h2('What we found'),
    p(
      'A two-week assessment, combining interviews, configuration reviews and a scan of every network, showed a familiar pattern:',
    ),
    ul(
      [
        b('No central visibility. '),
        'Logs stayed on each device for a few days and were only read after a problem.',
      ],
      [
        b('Shared accounts. '),
        'Reception desks in eight clinics used one generic login, so nobody could tell who had opened which record.',
      ],
      [
        b('Inconsistent protection. '),
        'Three different antivirus products, two of them out of support, on around 650 devices.',
      ],
      [
        b('No rehearsed response. '),
        'Nobody had written down what to do if ransomware appeared on a clinic workstation on a Saturday.',
      ],
    ),
    p(
      'We ranked every finding by likelihood and impact on patient care, and agreed a plan with the board that fitted the budget. One discovery helped: the group already paid for Microsoft 365 licences that included Defender and conditional access but had never switched them on. New spending was therefore limited to the SIEM’s log storage and our services, and the old antivirus contracts were cancelled as each clinic moved across.',
    ),
    h2('What we did, in four months'),
    ol(
      [
        b('Month one – protect every device. '),
        'We replaced the mixed antivirus products with Microsoft Defender for Endpoint on all workstations, laptops and servers, clinic by clinic, outside consultation hours.',
      ],
      [
        b('Month two – one place to see everything. '),
        'We connected Defender, Microsoft Entra ID sign-ins, the firewalls and the email gateway to Microsoft Sentinel, and tuned the detection rules until alerts were few enough to act on.',
      ],
      [
        b('Month three – Zero Trust for people and devices. '),
        'Every member of staff received a named account with multi-factor authentication. Conditional access now blocks sign-ins from unmanaged devices and unusual locations, and reception staff switch users with a badge and a PIN in seconds.',
      ],
      [
        b('Month four – people and process. '),
        'Short training sessions for each role, a monthly phishing simulation, and six incident response playbooks – for ransomware, a lost laptop, a compromised account and others – rehearsed in a tabletop exercise with the clinic managers.',
      ],
    ),
    h2('The trade-offs'),
    p(
      'Ending shared accounts was the hardest change. Reception teams worried that signing in would slow down patient check-in at busy times. We piloted badge sign-in at two clinics first, measured check-in times before and after, and only rolled it out once the difference was under five seconds per patient. ',
      i('Security that slows down care does not survive its first busy Monday.'),
    ),
    p(
      'We also chose not to build an in-house security operations centre. With a team of four, the group could not staff one around the clock. Instead, our managed security team monitors Sentinel 24/7 and escalates to the group’s on-call lead under agreed response times, while the group keeps ownership of its data and its decisions.',
    ),
    h2('Results'),
    p(
      'The group passed its information security audit at the first attempt, with no major findings. All twelve clinics now sit under one monitored security operation, and in the first six months the team contained two real incidents – a compromised email account and a malicious USB drive – within an hour each, without any clinic losing access to its systems. The phishing simulation report rate rose from 7% to 48% over the same period.',
    ),
    p(
      'See how we approach ',
      a('cybersecurity integration', '/portfolio/cybersecurity-integration'),
      ', or ',
      a('book a security consultation', '/contact?service=security'),
      ' to review your own organisation.',
    ),
  ),
  cover: { src: '/images/portfolio/security.svg', alt: 'Illustration of a shield protecting a network' },
  quote: {
    text: 'We went from hoping nothing would happen to knowing that someone is watching, day and night. The audit was the easy part after that.',
    author: 'Dr Faisal Al-Mazrouei',
    role: 'Chief Information Officer, healthcare group',
  },
  publishedAt: '2023-10-04T09:00:00.000Z',
};

/**
 * Where each Site Text entry appears, for the admin's form (loaded with the Site Text tab only: the
 * schema itself travels in every page's scripts). Every field has one; a field renamed in the schema
 * fails to compile here.
 */
import type { SettingsOf } from '@/schema-kit/entity';
import type { FieldPath } from '@/schema-kit/field-paths';
import type siteText from '../../site-text';

const descriptions: Record<FieldPath<SettingsOf<typeof siteText>>, string> = {
  frame: 'The header, the footer and the mobile menu, on every page.',
  'frame.skipLink':
    'The first link of every page, shown when it gets the keyboard focus: it jumps past the header to the page’s content.',
  'frame.mainNavigation': 'Read by screen readers: the name of the header’s navigation.',
  'frame.openMenu':
    'Read by screen readers: the menu button of the header on phones, while the menu is closed.',
  'frame.closeMenu':
    'Read by screen readers: the menu button on phones while the menu is open, and the close button inside it.',
  'frame.showMenu':
    'Read by screen readers: the arrow beside a header entry with a drop-down menu (Expertise, What we do, About Us). {label} is the entry’s label.',
  'frame.mobileMenu': 'The heading of the menu that opens on phones.',
  'frame.mobileNavigation': 'Read by screen readers: the name of the navigation inside the phone menu.',
  'frame.showLinks':
    'Read by screen readers: the arrow beside an entry of the phone menu that shows its links. {label} is the entry’s label.',
  'frame.breadcrumb': 'Read by screen readers: the name of the trail above a page’s title (Home / Blog / …).',
  'frame.home': 'The first link of the trail above a page’s title.',
  'frame.socialMedia': 'Read by screen readers: the name of the footer’s list of social media links.',
  'frame.socialLink':
    'Read by screen readers: each social media link in the footer. {company} is the company name, {platform} the network’s name.',
  notFound: 'The page shown for an address the site does not have.',
  'notFound.code': 'The large number above the heading (screen readers skip it).',
  'notFound.heading': 'The heading of the page.',
  'notFound.text': 'The sentence under the heading.',
  'notFound.homeLink': 'The button back to the home page.',
  home: 'The home page.',
  'home.learnMore': 'The button of each service card.',
  'home.learnMoreAbout':
    'Read by screen readers right after Learn More, so the button says which card it belongs to. {title} is the card’s title.',
  'home.exploreServices': 'The button under the service cards, to the services page.',
  'home.rating': 'Read by screen readers for the stars of a testimonial. {rating} is its number of stars.',
  blog: 'The list of articles on the blog page.',
  'blog.allPosts': 'The first category button above the articles, which shows them all.',
  'blog.filter': 'Read by screen readers: the name of the row of category buttons.',
  'blog.showingOne': 'Above the articles when one is shown. {count} is the number.',
  'blog.showingMany': 'Above the articles when several are shown. {count} is their number.',
  'blog.showingOneIn': 'Above the articles when a category shows one. {category} is the category.',
  'blog.showingManyIn': 'Above the articles when a category shows several. {category} is the category.',
  'blog.none': 'Above the list when there are no articles.',
  'blog.noneIn': 'Above the list when a category has no articles. {category} is the category.',
  'blog.loadMore': 'The button under the articles that shows the next six.',
  'blog.loadFailed': 'Under the articles when the next ones could not be loaded.',
  articles: 'Every article’s page, and the article cards.',
  'articles.readMore': 'The button of each article card on the blog and under an article.',
  'articles.readMoreAbout':
    'Read by screen readers right after Read More, so the button says which article it opens. {title} is its title.',
  'articles.parent': 'The link back to the blog in the trail above an article’s title.',
  'articles.byAuthor': 'Under an article’s title. {author} is the author’s name.',
  'articles.noAuthor': 'The author shown for an article that names none.',
  'articles.categories':
    'The names the blog’s categories are shown by. The categories themselves stay as they are.',
  'articles.categories.softwareDevelopment':
    'The name of the category Software Development: blog filter, cards, articles.',
  'articles.categories.cloudTechnology':
    'The name of the category Cloud Technology: blog filter, cards, articles.',
  'articles.categories.dataAnalytics':
    'The name of the category Data Analytics: blog filter, cards, articles.',
  'articles.categories.devOps': 'The name of the category DevOps: blog filter, cards, articles.',
  'articles.categories.cybersecurity':
    'The name of the category Cybersecurity: blog filter, cards, articles.',
  'articles.categories.teamManagement':
    'The name of the category Team Management: blog filter, cards, articles.',
  'articles.categories.artificialIntelligence':
    'The name of the category Artificial Intelligence: blog filter, cards, articles.',
  'articles.readingTime': 'Beside an article’s date, on its page and its card. {minutes} is the number.',
  'articles.region': 'Read by screen readers: the name of the part of the page that holds the article.',
  'articles.tags': 'Read by screen readers: the name of the list of tags under an article.',
  'articles.related': 'The heading above up to three articles of the same category, under an article.',
  'articles.ctaHeading': 'The heading of the band at the end of an article.',
  'articles.ctaText':
    'The sentence in the band at the end of an article. {category} is the article’s category.',
  'articles.ctaButton': 'The button in the band at the end of an article, to the contact form.',
  caseStudies: 'Every case study’s page, and the case study cards.',
  'caseStudies.viewCaseStudy': 'The button of each case study card on the portfolio page.',
  'caseStudies.viewCaseStudyOf':
    'What screen readers read for View Case Study. {title} is the case study’s title.',
  'caseStudies.parent': 'The link back to the portfolio in the trail above a case study’s title.',
  'caseStudies.eyebrow': 'The small label above a case study’s title.',
  'caseStudies.startSimilar': 'The button under a case study’s title, to the contact form.',
  'caseStudies.region': 'Read by screen readers: the name of the part of the page that holds the case study.',
  'caseStudies.client': 'The label of the client, on a case study’s page and card.',
  'caseStudies.industry': 'The label of the industry on a case study’s page.',
  'caseStudies.duration': 'The label of the project’s duration, on a case study’s page and card.',
  'caseStudies.team': 'The label of the team’s size, on a case study’s page and card.',
  'caseStudies.challenge': 'The heading of a case study’s challenge.',
  'caseStudies.solution': 'The heading of a case study’s solution.',
  'caseStudies.results': 'The heading of a case study’s results.',
  'caseStudies.technologies': 'The heading of a case study’s technologies.',
  'caseStudies.published': 'At the end of a case study. {date} is the day it was published.',
  'caseStudies.ctaHeading': 'The heading of the band at the end of a case study.',
  'caseStudies.ctaText': 'The sentence in the band at the end of a case study.',
  'caseStudies.ctaButton': 'The button in the band at the end of a case study, to the contact form.',
  leadership: 'The cards of the leadership team on the about page.',
  'leadership.readBio': 'The button that opens a member’s full biography.',
  'leadership.showLess': 'The same button while the biography is open.',
  'leadership.expertise': 'The label above a member’s areas of expertise.',
  'leadership.achievements': 'The label above a member’s achievements.',
  'leadership.email': 'Read by screen readers: the e-mail link of a member. {name} is the member’s name.',
  'leadership.linkedin':
    'Read by screen readers: the LinkedIn link of a member. {name} is the member’s name.',
  'leadership.twitter': 'Read by screen readers: the Twitter link of a member. {name} is the member’s name.',
  'leadership.unnamed': 'Shown for a member without a name. {number} is the card’s place.',
  'leadership.role': 'Shown for a member without a role.',
  'leadership.location': 'Shown for a member without a location.',
  'leadership.experience': 'Shown for a member without experience.',
  'leadership.department': 'Shown for a member without a department.',
  careers: 'The careers page.',
  'careers.applyNow': 'The button of each open position.',
  'careers.applyNowFor': 'What screen readers read for Apply Now. {title} is the position’s title.',
  'careers.noBenefits': 'Shown instead of the benefits while none is active.',
  'careers.jobTypes':
    'The names the open positions’ job types are shown by. The types themselves stay as they are.',
  'careers.jobTypes.fullTime': 'The name of the job type Full-time, on each open position.',
  'careers.jobTypes.partTime': 'The name of the job type Part-time, on each open position.',
  'careers.jobTypes.contract': 'The name of the job type Contract, on each open position.',
  'careers.jobTypes.internship': 'The name of the job type Internship, on each open position.',
  forms: 'What the contact form, the job application and the newsletter box share.',
  'forms.required': 'The note at the top of the contact form and the job application.',
  'forms.firstName': 'The first name field of the contact form and the job application.',
  'forms.lastName': 'The last name field of the contact form and the job application.',
  'forms.email': 'The e-mail field of the contact form and the job application.',
  'forms.choose': 'The empty first choice of a drop-down list.',
  'forms.sending': 'Read by screen readers while a form is being sent.',
  'forms.notSent': 'The title of the message shown when a form could not be sent.',
  'forms.trap':
    'Never shown to people: the label of a field only automated senders fill in, which tells the site to ignore them.',
  'forms.notLoaded': 'When part of the page the form needs did not load.',
  formMessages:
    'What a form says when a check or a send fails (loaded when a visitor first reaches for a form).',
  'formMessages.firstNameMissing': 'Under the first name field when it is empty.',
  'formMessages.lastNameMissing': 'Under the last name field of the contact form when it is empty.',
  'formMessages.emailMissing': 'Under an e-mail field when it is empty.',
  'formMessages.emailInvalid': 'Under an e-mail field when it holds no e-mail address.',
  'formMessages.companyMissing': 'Under the company field when it is empty.',
  'formMessages.resumeType': 'Under the resume field when the file is not a .pdf, .doc or .docx.',
  'formMessages.notSetUp':
    'When the website has no server to send forms to. {email} is the address visitors can write to instead.',
  'formMessages.offline': 'When the visitor’s device is offline or our server could not be reached.',
  'formMessages.rateLimited':
    'When too many messages came from one address in an hour. {email} is our address.',
  'formMessages.rateLimitedUntil':
    'When too many messages came from one address or network: {limit} is the server’s sentence saying when to try again, {email} our address.',
  'formMessages.refused': 'When our server did not accept what was entered. {email} is our address.',
  'formMessages.unavailable': 'When something went wrong on our side. {email} is our address.',
  contactPage: 'The contact page, apart from its form.',
  'contactPage.chat': 'The button under the page’s title that opens a WhatsApp chat.',
  'contactPage.chatName': 'What screen readers read for that button.',
  'contactPage.startChat': 'The button beside the WhatsApp number in the contact details.',
  'contactPage.startChatName': 'What screen readers read for that button.',
  'contactPage.region':
    'Read by screen readers: the name of the part of the page with the form and the details.',
  contactForm:
    'The inquiry form of the contact page (the questions per service are in the Contact Form tab).',
  'contactForm.heading': 'The form’s heading when the visitor did not come from a service’s button.',
  'contactForm.description': 'The sentence under that heading.',
  'contactForm.company': 'The company field.',
  'contactForm.message': 'The last field, for anything else.',
  'contactForm.send': 'The button that sends the form.',
  'contactForm.thanks': 'The title of the confirmation, when no first name was given.',
  'contactForm.thanksName': 'The title of the confirmation. {name} is the visitor’s first name.',
  'contactForm.sent': 'The confirmation after sending. {email} is our address.',
  applicationForm: 'The job application form on the careers page.',
  'applicationForm.name': 'Read by screen readers: the name of the form.',
  'applicationForm.phone': 'The phone field.',
  'applicationForm.position': 'The drop-down list of the open positions.',
  'applicationForm.choosePosition': 'The empty first choice of that list.',
  'applicationForm.otherPosition':
    'The last choice of that list, also chosen by the internship button: a position not listed.',
  'applicationForm.experience': 'The drop-down list of years of experience.',
  'applicationForm.coverLetter': 'The cover letter field.',
  'applicationForm.resume': 'The field to attach a resume.',
  'applicationForm.submit': 'The button that sends the application.',
  'applicationForm.thanks': 'The title of the confirmation after sending.',
  'applicationForm.sent': 'The confirmation after sending. {email} is our address.',
  'applicationForm.reply': 'The note under the send button.',
  'applicationForm.experienceChoices': 'The choices of the years of experience list, in their order.',
  newsletter: 'The newsletter box at the end of the blog page.',
  'newsletter.name': 'Read by screen readers: the name of the box’s form.',
  'newsletter.email': 'The e-mail field.',
  'newsletter.example': 'The example shown in the empty e-mail field.',
  'newsletter.subscribe': 'The button that signs up.',
  'newsletter.thanks': 'The title of the confirmation after signing up.',
  'newsletter.thanksText': 'The confirmation after signing up. {email} is our address.',
  'newsletter.already': 'The title shown when the address had signed up before.',
  'newsletter.alreadyText':
    'The message shown when the address had signed up before. {email} is our address.',
};

export default descriptions;

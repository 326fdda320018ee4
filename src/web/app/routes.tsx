import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './guards';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Every page is its own chunk: the storefront's first load carries none of the signed-in area or form engine. */
const page = (load: () => PageModule) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The spec's signed-in routes, in the account shell, not yet given their own screens. */

export const routes: RouteObject[] = [
  {
    ...page(() => import('../storefront/PublicLayout')),
    children: [
      { path: '/', ...page(() => import('../storefront/pages/LandingPage')) },
      { path: '/temp', ...page(() => import('../storefront/pages/CataloguePage')) },
      { path: '/tempdetails/:id', ...page(() => import('../storefront/pages/TemplateDetailPage')) },
      { path: '/blog', ...page(() => import('../storefront/pages/BlogListPage')) },
      { path: '/blog/:id', ...page(() => import('../storefront/pages/BlogPostPage')) },
      { path: '/terms', ...page(() => import('../storefront/pages/TermsPage')) },
      { path: '/privacy', ...page(() => import('../storefront/pages/PrivacyPage')) },
      { path: '/login', ...page(() => import('../account/pages/LoginPage')) },
      { path: '/signup', ...page(() => import('../account/pages/SignupPage')) },
      { path: '/forgotpass', ...page(() => import('../account/pages/ForgotPasswordPage')) },
      { path: '/reset-user-passkey', ...page(() => import('../account/pages/ResetPasswordPage')) },
      { path: '/usercart', ...page(() => import('../cart/pages/CartPage')) },
      {
        element: <RequireAuth />,
        children: [{ path: '/payment', ...page(() => import('../cart/pages/PaymentPage')) }],
      },
      { path: '*', ...page(() => import('../storefront/pages/NotFoundPage')) },
    ],
  },
  { path: '/preloader', ...page(() => import('../storefront/pages/PreloaderPage')) },
  // The invitation preview is the invitation itself, full screen, without the shop's navigation.
  { path: '/temp/wedding', ...page(() => import('../invitation/pages/TemplatePreviewPage')) },
  { path: '/preview/:templateId', ...page(() => import('../invitation/pages/TemplatePreviewPage')) },
  {
    // TanStack Query's provider, for the signed-in and admin areas only (the storefront's first load stays small).
    ...page(() => import('./DataLayer')),
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            ...page(() => import('../dashboard/AccountShell')),
            children: [
              { path: '/dash', ...page(() => import('../dashboard/pages/DashboardPage')) },
              { path: '/templetes', ...page(() => import('../dashboard/pages/PurchasedTemplatesPage')) },
              { path: '/usersinput', ...page(() => import('../content/pages/UserInputPage')) },
              { path: '/Coustomise', ...page(() => import('../look/pages/CustomiserPage')) },
              { path: '/imageupld', ...page(() => import('../media/pages/ImageUploadPage')) },
              { path: '/help', ...page(() => import('../chat/pages/HelpChatPage')) },
              { path: '/wishes', ...page(() => import('../moderation/pages/WishesPage')) },
              { path: '/gallery', ...page(() => import('../moderation/pages/GalleryPage')) },
              { path: '/guestgallery', ...page(() => import('../moderation/pages/GalleryPage')) },
              { path: '/galleryimage/:id', ...page(() => import('../moderation/pages/ImageDetailPage')) },
              { path: '/imageguestdetail/:id', ...page(() => import('../moderation/pages/ImageDetailPage')) },
              { path: '/rsvps', ...page(() => import('../moderation/pages/RsvpsPage')) },
              { path: '/setting', ...page(() => import('../settings/SettingsPage')) },
              // The WhatsApp sandbox's outbox (the page says so when the server sends for real).
              { path: '/dev/outbox', ...page(() => import('../sending/pages/OutboxPage')) },
              {
                path: '/guests',
                ...page(() => import('../guests/pages/GuestsLayout')),
                children: [
                  { index: true, ...page(() => import('../guests/pages/HouseholdsPage')) },
                  { path: 'import', ...page(() => import('../guests/pages/ImportPage')) },
                  { path: 'send', ...page(() => import('../guests/pages/SendPage')) },
                  { path: 'summary', ...page(() => import('../guests/pages/SummaryPage')) },
                  { path: 'cohosts', ...page(() => import('../guests/pages/CohostsPage')) },
                  { path: 'shagun', ...page(() => import('../guests/pages/ShagunPage')) },
                  { path: 'event-day', ...page(() => import('../guests/pages/EventDayPage')) },
                  { path: 'history', ...page(() => import('../guests/pages/HistoryPage')) },
                  { path: 'cards', ...page(() => import('../cards/CardsPage')) },
                  { path: 'sends', ...page(() => import('../sending/pages/BatchesPage')) },
                  { path: 'sends/new', ...page(() => import('../sending/pages/ComposePage')) },
                  { path: 'sends/reminders', ...page(() => import('../sending/pages/RemindersPage')) },
                  { path: 'sends/:batchId', ...page(() => import('../sending/pages/BatchPage')) },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth role="admin" />,
        children: [
          {
            ...page(() => import('../admin/AdminShell')),
            children: [
              { path: '/Overview', ...page(() => import('../admin/pages/OverviewPage')) },
              { path: '/Templates', ...page(() => import('../admin/pages/TemplatesPage')) },
              { path: '/Orders', ...page(() => import('../admin/pages/OrdersPage')) },
              { path: '/formate', ...page(() => import('../admin/pages/FormatsPage')) },
              { path: '/users', ...page(() => import('../admin/pages/UsersPage')) },
              { path: '/createlive', ...page(() => import('../admin/pages/CreateLivePage')) },
              { path: '/jobs', ...page(() => import('../admin/pages/JobsPage')) },
              { path: '/Chat', ...page(() => import('../chat/pages/AdminChatPage')) },
            ],
          },
        ],
      },
    ],
  },
];

export type { HostAppProps, HostProvidersProps } from './app/host-providers';
export { HostApp, HostProviders } from './app/host-providers';
export type { AppProviderProps } from './app/provider';
export { AppProvider } from './app/provider';
export { createHostMemoryRouter, createHostRouter, loadRoutesAt, routes } from './app/router';
// The school's routes whose screens are composed in the route file: their stories show the route.
export { default as AdminRoute } from './app/routes/admin';
export { default as AdvisorDashboardRoute } from './app/routes/advisor-dashboard';
export { default as ParentDashboardRoute } from './app/routes/parent-dashboard';
export { Footer } from './components/layouts/footer';
export { Header } from './components/layouts/header';
export { LanguageSwitch } from './components/layouts/language-switch';
export { SiteLayout } from './components/layouts/site-layout';
export type { PlaceholderScreenProps } from './components/placeholder-screen';
export { PlaceholderScreen } from './components/placeholder-screen';
export { SessionLoading } from './components/session-loading';
export { AFTER_SIGN_IN, paths, safeRedirect } from './config/paths';
export { AdminDashboardScreen } from './features/admin-dashboard/admin-dashboard-screen';
export { AdvisorDashboardScreen } from './features/advisor-dashboard/advisor-dashboard-screen';
export type { AuthScreenProps, AuthTab } from './features/auth/auth-screen';
export { AuthScreen } from './features/auth/auth-screen';
export type { CountryChoice } from './features/country-choice/country-choice-screen';
export { CountryChoiceScreen } from './features/country-choice/country-choice-screen';
export { CreateSchoolScreen } from './features/create-school/create-school-screen';
export { DashboardScreen, greetingFor } from './features/dashboard/dashboard-screen';
export { DemoBanner } from './features/demo-school/demo-banner';
export type { EmbedScreenProps } from './features/embed/embed-screen';
export { EmbedScreen } from './features/embed/embed-screen';
export { EssayFeedbackScreen } from './features/essay-feedback/essay-feedback-screen';
export { FoundationProgrammesScreen } from './features/foundation-programs/foundation-programs-screen';
export { FoundationYearIntroScreen } from './features/foundation-year-intro/foundation-year-intro-screen';
export { ContactScreen } from './features/help/contact-screen';
export {
  degreeRecognition,
  foundationYear,
  funding,
  ielts,
} from './features/help/help-articles';
export { HelpScreen } from './features/help/help-screen';
export { HelpTopicScreen } from './features/help/help-topic-screen';
export { IntroScreen } from './features/intro/intro-screen';
export { ClassCodeScreen } from './features/join-school/class-code-screen';
export type { InvitationScreenProps } from './features/join-school/invitation-screen';
export { InvitationScreen } from './features/join-school/invitation-screen';
export { LandingScreen } from './features/landing/landing-screen';
export { PrivacyScreen } from './features/legal/privacy-screen';
export { TermsScreen } from './features/legal/terms-screen';
export { NotFoundScreen } from './features/not-found/not-found-screen';
export { ParentDashboardScreen } from './features/parent-dashboard/parent-dashboard-screen';
export type { PersonalStatementScreenProps } from './features/personal-statement/personal-statement-screen';
export { PersonalStatementScreen } from './features/personal-statement/personal-statement-screen';
export { ApplicationTimelineScreen } from './features/scholarships/application-timeline-screen';
export { ProgrammeScholarshipsScreen } from './features/scholarships/programme-scholarships-screen';
export {
  SCHOLARSHIP_SAVED,
  ScholarshipsListingScreen,
} from './features/scholarships/scholarships-listing-screen';
export type { CheckInScreenProps } from './features/schools/check-in-screen';
export { CheckInScreen } from './features/schools/check-in-screen';
export { StudentRecordScreen } from './features/schools/student-record-screen';
export { SelectedProgrammesScreen } from './features/selected-programs/selected-programs-screen';
export { StatementWizardScreen } from './features/statement-wizard/statement-wizard-screen';
export { StudentInfoScreen } from './features/student-info/student-info-screen';
export {
  NO_PROGRAMMES_SELECTED,
  SUGGESTIONS_TITLE,
  UniversitySuggestionsScreen,
} from './features/university-suggestions/university-suggestions-screen';
export type { Auth, AuthProviderProps } from './lib/auth-provider';
export { AuthProvider, useAuth } from './lib/auth-provider';
export type { LocaleStore } from './lib/locale';
export { createLocaleStore, LOCALE_STORAGE_KEY } from './lib/locale';
export type { Session, SessionApi, SessionOptions, SessionStatus } from './lib/session';
export { avatarLetter, createSession } from './lib/session';
export type {
  ResolvedTheme,
  ThemePreference,
  ThemeStore,
  ThemeStoreOptions,
} from './lib/theme';
export { createThemeStore, THEME_STORAGE_KEY } from './lib/theme';
export type { Theme, ThemeProviderProps } from './lib/theme-provider';
export { ThemeProvider, useTheme } from './lib/theme-provider';

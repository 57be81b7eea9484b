import { JakartaDateCell as JakartaDateCell_42b442ff0fb334aebf03451601a404d3 } from '@/components/admin/JakartaDateCell.client'
import { SecondFactorPanel as SecondFactorPanel_eeb16bb53d4f3ee7086a56cb92192972 } from '@/features/accounts/ui/second-factor/SecondFactorPanel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { WaveQuotaFill as WaveQuotaFill_121f90aa30823d583e0c8dccefbd7695 } from '@/features/admissions/ui/admin/WaveQuotaFill'
import { VisitSummary as VisitSummary_bac60104dae6491e879685e36f4710bc } from '@/features/stats/ui/admin/VisitSummary'
import { WebVitalsSummary as WebVitalsSummary_5d382bb0e7ffc3aebdf46e749fedcb47 } from '@/features/web-vitals/ui/admin/WebVitalsSummary'
import { ReachApplicant as ReachApplicant_8577b137c27fa1930370cc8b0474e966 } from '@/features/admissions/ui/admin/ReachApplicant.client'
import { MoveWave as MoveWave_353bca7003f29fc90d3036934273eb5b } from '@/features/admissions/ui/admin/MoveWave.client'
import { StatusGuide as StatusGuide_2a1f3d84d302007e68587ff2014d79b5 } from '@/features/admissions/ui/admin/StatusGuide'
import { EnrolStudent as EnrolStudent_e280a5cb7e567ab602448f9cc8c859f0 } from '@/features/enrolment/ui/admin/EnrolStudent.client'
import { ApplicationQueues as ApplicationQueues_1858e115b29414c87f8ce7869ba1d3a3 } from '@/features/admissions/ui/admin/ApplicationQueues'
import { ExportCsvButton as ExportCsvButton_844e25186bf10ba5064d5e860c6677b1 } from '@/components/admin/ExportCsvButton.client'
import { RecordRefund as RecordRefund_a883e662393e3e528f5b6ab7b1f9e4a8 } from '@/features/payments/ui/admin/RecordRefund.client'
import { ReviewReregistration as ReviewReregistration_0c6304aa43310dd3276a7a3cb758679e } from '@/features/reregistration/ui/admin/ReviewReregistration.client'
import { RecordTuitionTransfer as RecordTuitionTransfer_6530f3430194ababdfe01b3512088c35 } from '@/features/payments/ui/admin/RecordTuitionTransfer.client'
import { ApproveBatch as ApproveBatch_a7f31830416ac91ff07688f5d3fde6a2 } from '@/features/feeder/ui/admin/ApproveBatch.client'
import { BatchRecords as BatchRecords_0b2fcd515a861c178096177fdf6a6a85 } from '@/features/feeder/ui/admin/BatchRecords'
import { PrepareBatch as PrepareBatch_1063dbda81002955507bf31e3bfedd4a } from '@/features/feeder/ui/admin/PrepareBatch.client'
import { PrintCard as PrintCard_bb0c5e662525288c3837e55c269e9e70 } from '@/features/enrolment/ui/admin/PrintCard.client'
import { StudentExports as StudentExports_bece2279c6bcd2402f88d0028e7d9a8c } from '@/features/enrolment/ui/admin/StudentExports.client'
import { DataRequestDueCell as DataRequestDueCell_2ca3441cbaa171c7032c1031b1b6c353 } from '@/features/admissions/ui/admin/DataRequestDueCell'
import { OverdueRequestsLink as OverdueRequestsLink_7daec26f2024d6bf99aa97beccb9edec } from '@/features/admissions/ui/admin/OverdueRequestsLink'
import { RetentionPreview as RetentionPreview_fdef031fd8b38ac31430a3933a60d776 } from '@/features/privacy/ui/admin/RetentionPreview.client'
import { SecondFactorNotice as SecondFactorNotice_9ef28c6e9acba8546766999697edd43a } from '@/features/accounts/ui/second-factor/SecondFactorNotice'
import { DashboardNavLink as DashboardNavLink_3b24e8f095a983d92e7c1c4d0c9fada4 } from '@/features/admissions/ui/admin/dashboard/DashboardNavLink'
import { DatePickerLocale as DatePickerLocale_5de696185613907464a1d8600832db76 } from '@/components/admin/DatePickerLocale.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AdminHome as AdminHome_52e5140d253b2cc25b48e19b20400f84 } from '@/features/admissions/ui/admin/dashboard/AdminHome'
import { ReviewQueueView as ReviewQueueView_5ef5ae27688c25d4c2f4f86881506d04 } from '@/features/admissions/ui/admin/ReviewQueue/ReviewQueueView'
import { AdmissionsDashboardView as AdmissionsDashboardView_fd674d4a80ce3b688a5fd4c29cf28c50 } from '@/features/admissions/ui/admin/dashboard/AdmissionsDashboardView'
import { SecondFactorView as SecondFactorView_4d25de63fdf293446c96554757464349 } from '@/features/accounts/ui/second-factor/SecondFactorView'
import { UnauthorizedView as UnauthorizedView_f9571ac28ea38172ce8baf94037a97be } from '@/features/accounts/ui/second-factor/UnauthorizedView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/JakartaDateCell.client#JakartaDateCell": JakartaDateCell_42b442ff0fb334aebf03451601a404d3,
  "@/features/accounts/ui/second-factor/SecondFactorPanel.client#SecondFactorPanel": SecondFactorPanel_eeb16bb53d4f3ee7086a56cb92192972,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/features/admissions/ui/admin/WaveQuotaFill#WaveQuotaFill": WaveQuotaFill_121f90aa30823d583e0c8dccefbd7695,
  "@/features/stats/ui/admin/VisitSummary#VisitSummary": VisitSummary_bac60104dae6491e879685e36f4710bc,
  "@/features/web-vitals/ui/admin/WebVitalsSummary#WebVitalsSummary": WebVitalsSummary_5d382bb0e7ffc3aebdf46e749fedcb47,
  "@/features/admissions/ui/admin/ReachApplicant.client#ReachApplicant": ReachApplicant_8577b137c27fa1930370cc8b0474e966,
  "@/features/admissions/ui/admin/MoveWave.client#MoveWave": MoveWave_353bca7003f29fc90d3036934273eb5b,
  "@/features/admissions/ui/admin/StatusGuide#StatusGuide": StatusGuide_2a1f3d84d302007e68587ff2014d79b5,
  "@/features/enrolment/ui/admin/EnrolStudent.client#EnrolStudent": EnrolStudent_e280a5cb7e567ab602448f9cc8c859f0,
  "@/features/admissions/ui/admin/ApplicationQueues#ApplicationQueues": ApplicationQueues_1858e115b29414c87f8ce7869ba1d3a3,
  "@/components/admin/ExportCsvButton.client#ExportCsvButton": ExportCsvButton_844e25186bf10ba5064d5e860c6677b1,
  "@/features/payments/ui/admin/RecordRefund.client#RecordRefund": RecordRefund_a883e662393e3e528f5b6ab7b1f9e4a8,
  "@/features/reregistration/ui/admin/ReviewReregistration.client#ReviewReregistration": ReviewReregistration_0c6304aa43310dd3276a7a3cb758679e,
  "@/features/payments/ui/admin/RecordTuitionTransfer.client#RecordTuitionTransfer": RecordTuitionTransfer_6530f3430194ababdfe01b3512088c35,
  "@/features/feeder/ui/admin/ApproveBatch.client#ApproveBatch": ApproveBatch_a7f31830416ac91ff07688f5d3fde6a2,
  "@/features/feeder/ui/admin/BatchRecords#BatchRecords": BatchRecords_0b2fcd515a861c178096177fdf6a6a85,
  "@/features/feeder/ui/admin/PrepareBatch.client#PrepareBatch": PrepareBatch_1063dbda81002955507bf31e3bfedd4a,
  "@/features/enrolment/ui/admin/PrintCard.client#PrintCard": PrintCard_bb0c5e662525288c3837e55c269e9e70,
  "@/features/enrolment/ui/admin/StudentExports.client#StudentExports": StudentExports_bece2279c6bcd2402f88d0028e7d9a8c,
  "@/features/admissions/ui/admin/DataRequestDueCell#DataRequestDueCell": DataRequestDueCell_2ca3441cbaa171c7032c1031b1b6c353,
  "@/features/admissions/ui/admin/OverdueRequestsLink#OverdueRequestsLink": OverdueRequestsLink_7daec26f2024d6bf99aa97beccb9edec,
  "@/features/privacy/ui/admin/RetentionPreview.client#RetentionPreview": RetentionPreview_fdef031fd8b38ac31430a3933a60d776,
  "@/features/accounts/ui/second-factor/SecondFactorNotice#SecondFactorNotice": SecondFactorNotice_9ef28c6e9acba8546766999697edd43a,
  "@/features/admissions/ui/admin/dashboard/DashboardNavLink#DashboardNavLink": DashboardNavLink_3b24e8f095a983d92e7c1c4d0c9fada4,
  "@/components/admin/DatePickerLocale.client#DatePickerLocale": DatePickerLocale_5de696185613907464a1d8600832db76,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/admissions/ui/admin/dashboard/AdminHome#AdminHome": AdminHome_52e5140d253b2cc25b48e19b20400f84,
  "@/features/admissions/ui/admin/ReviewQueue/ReviewQueueView#ReviewQueueView": ReviewQueueView_5ef5ae27688c25d4c2f4f86881506d04,
  "@/features/admissions/ui/admin/dashboard/AdmissionsDashboardView#AdmissionsDashboardView": AdmissionsDashboardView_fd674d4a80ce3b688a5fd4c29cf28c50,
  "@/features/accounts/ui/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_4d25de63fdf293446c96554757464349,
  "@/features/accounts/ui/second-factor/UnauthorizedView#UnauthorizedView": UnauthorizedView_f9571ac28ea38172ce8baf94037a97be,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

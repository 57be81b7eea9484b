import { JakartaDateCell as JakartaDateCell_42b442ff0fb334aebf03451601a404d3 } from '@/components/admin/JakartaDateCell.client'
import { SecondFactorPanel as SecondFactorPanel_3617630857e5e5aad3422e4739faa246 } from '@/components/admin/second-factor/SecondFactorPanel.client'
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
import { WaveQuotaFill as WaveQuotaFill_9726c5a2685bc71a9fe74aac1c3b9f72 } from '@/components/admin/WaveQuotaFill'
import { VisitSummary as VisitSummary_17e9c883eeb6d1fda7ecc6177e7b5206 } from '@/components/admin/VisitSummary'
import { ReachApplicant as ReachApplicant_56a09f7e9cc6309570e1c95ab7979529 } from '@/components/admin/ReachApplicant.client'
import { MoveWave as MoveWave_899f10c23dfa57b2bd70fbd46ec2e5a4 } from '@/components/admin/MoveWave.client'
import { StatusGuide as StatusGuide_963b99fa1221318eec5a4b112c1481af } from '@/components/admin/StatusGuide'
import { ApplicationQueues as ApplicationQueues_364c9750b0e9b5911ca98801b405bee8 } from '@/components/admin/ApplicationQueues'
import { ExportCsvButton as ExportCsvButton_844e25186bf10ba5064d5e860c6677b1 } from '@/components/admin/ExportCsvButton.client'
import { DataRequestDueCell as DataRequestDueCell_39a28bef4a8453ae87a08afd12f08fca } from '@/components/admin/DataRequestDueCell'
import { OverdueRequestsLink as OverdueRequestsLink_b21ed0aedf034e892a26ed5bfb166a6b } from '@/components/admin/OverdueRequestsLink'
import { RetentionPreview as RetentionPreview_7153743d9db69282fd7d987fb84e1273 } from '@/components/admin/RetentionPreview.client'
import { SecondFactorNotice as SecondFactorNotice_d25b032602ccb0695b9ac27c6c61f5f1 } from '@/components/admin/second-factor/SecondFactorNotice'
import { DashboardNavLink as DashboardNavLink_47cc64877afaf2836f18220649de1329 } from '@/components/admin/dashboard/DashboardNavLink'
import { DatePickerLocale as DatePickerLocale_5de696185613907464a1d8600832db76 } from '@/components/admin/DatePickerLocale.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ReviewQueueView as ReviewQueueView_9a0932f9e723b2337f30ef017f3170e9 } from '@/components/admin/ReviewQueue/ReviewQueueView'
import { AdmissionsDashboardView as AdmissionsDashboardView_9f82f2032892321cb8509ebe131edd7e } from '@/components/admin/dashboard/AdmissionsDashboardView'
import { SecondFactorView as SecondFactorView_94c36f35f69f7ab4891741a8a7558921 } from '@/components/admin/second-factor/SecondFactorView'
import { UnauthorizedView as UnauthorizedView_dd4e00259348553147f4a4e7cf44c29f } from '@/components/admin/second-factor/UnauthorizedView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/JakartaDateCell.client#JakartaDateCell": JakartaDateCell_42b442ff0fb334aebf03451601a404d3,
  "@/components/admin/second-factor/SecondFactorPanel.client#SecondFactorPanel": SecondFactorPanel_3617630857e5e5aad3422e4739faa246,
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
  "@/components/admin/WaveQuotaFill#WaveQuotaFill": WaveQuotaFill_9726c5a2685bc71a9fe74aac1c3b9f72,
  "@/components/admin/VisitSummary#VisitSummary": VisitSummary_17e9c883eeb6d1fda7ecc6177e7b5206,
  "@/components/admin/ReachApplicant.client#ReachApplicant": ReachApplicant_56a09f7e9cc6309570e1c95ab7979529,
  "@/components/admin/MoveWave.client#MoveWave": MoveWave_899f10c23dfa57b2bd70fbd46ec2e5a4,
  "@/components/admin/StatusGuide#StatusGuide": StatusGuide_963b99fa1221318eec5a4b112c1481af,
  "@/components/admin/ApplicationQueues#ApplicationQueues": ApplicationQueues_364c9750b0e9b5911ca98801b405bee8,
  "@/components/admin/ExportCsvButton.client#ExportCsvButton": ExportCsvButton_844e25186bf10ba5064d5e860c6677b1,
  "@/components/admin/DataRequestDueCell#DataRequestDueCell": DataRequestDueCell_39a28bef4a8453ae87a08afd12f08fca,
  "@/components/admin/OverdueRequestsLink#OverdueRequestsLink": OverdueRequestsLink_b21ed0aedf034e892a26ed5bfb166a6b,
  "@/components/admin/RetentionPreview.client#RetentionPreview": RetentionPreview_7153743d9db69282fd7d987fb84e1273,
  "@/components/admin/second-factor/SecondFactorNotice#SecondFactorNotice": SecondFactorNotice_d25b032602ccb0695b9ac27c6c61f5f1,
  "@/components/admin/dashboard/DashboardNavLink#DashboardNavLink": DashboardNavLink_47cc64877afaf2836f18220649de1329,
  "@/components/admin/DatePickerLocale.client#DatePickerLocale": DatePickerLocale_5de696185613907464a1d8600832db76,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/ReviewQueue/ReviewQueueView#ReviewQueueView": ReviewQueueView_9a0932f9e723b2337f30ef017f3170e9,
  "@/components/admin/dashboard/AdmissionsDashboardView#AdmissionsDashboardView": AdmissionsDashboardView_9f82f2032892321cb8509ebe131edd7e,
  "@/components/admin/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_94c36f35f69f7ab4891741a8a7558921,
  "@/components/admin/second-factor/UnauthorizedView#UnauthorizedView": UnauthorizedView_dd4e00259348553147f4a4e7cf44c29f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

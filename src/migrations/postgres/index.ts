import * as migration_20261122_082234_initial from './20261122_082234_initial';
import * as migration_20261122_085036_shell_seed_state_coming_soon from './20261122_085036_shell_seed_state_coming_soon';
import * as migration_20261122_092222_content_news_programmes_career_faq from './20261122_092222_content_news_programmes_career_faq';
import * as migration_20261122_093204_visitor_statistics from './20261122_093204_visitor_statistics';
import * as migration_20261122_093559_content_pages from './20261122_093559_content_pages';
import * as migration_20261123_012131_content_home_alumni_students_admissions_about from './20261123_012131_content_home_alumni_students_admissions_about';
import * as migration_20261123_012931_news_autosave from './20261123_012931_news_autosave';
import * as migration_20261123_121307_tuition_track from './20261123_121307_tuition_track';
import * as migration_20261123_164036_admissions_search from './20261123_164036_admissions_search';
import * as migration_20261123_173811_data_request_keeps_email from './20261123_173811_data_request_keeps_email';
import * as migration_20261124_041444_security_hardening from './20261124_041444_security_hardening';
import * as migration_20261124_113856_storage_prefix_fields from './20261124_113856_storage_prefix_fields';
import * as migration_20261124_203740_pelatihan_waktu from './20261124_203740_pelatihan_waktu';
import * as migration_20261124_231255_privacy_consent_audit from './20261124_231255_privacy_consent_audit';
import * as migration_20261125_022722_admission_waves_quotas from './20261125_022722_admission_waves_quotas';
import * as migration_20261125_035200_retention_and_data_requests from './20261125_035200_retention_and_data_requests';
import * as migration_20261125_035550_restriction_and_campus_info from './20261125_035550_restriction_and_campus_info';
import * as migration_20261127_222712_admin_jakarta_time_zone from './20261127_222712_admin_jakarta_time_zone';
import * as migration_20261128_142013_security_round_three from './20261128_142013_security_round_three';
import * as migration_20261128_175244_passkeys_and_web_vitals from './20261128_175244_passkeys_and_web_vitals';
import * as migration_20261207_010022_payments from './20261207_010022_payments';
import * as migration_20261207_042301_payment_refund_details from './20261207_042301_payment_refund_details';
import * as migration_20261207_051358_students_and_nim from './20261207_051358_students_and_nim';
import * as migration_20261207_121046_reregistration from './20261207_121046_reregistration';
import * as migration_20261207_121708_reregistration_applicant_name from './20261207_121708_reregistration_applicant_name';
import * as migration_20261207_130931_ktm_export_feeder_sync from './20261207_130931_ktm_export_feeder_sync';
import * as migration_20261207_131701_feeder_brackets from './20261207_131701_feeder_brackets';
import * as migration_20261207_160129_payments_paid_slot from './20261207_160129_payments_paid_slot';
import * as migration_20261207_164625_reregistration_final_diploma from './20261207_164625_reregistration_final_diploma';

export const migrations = [
  {
    up: migration_20261122_082234_initial.up,
    down: migration_20261122_082234_initial.down,
    name: '20261122_082234_initial',
  },
  {
    up: migration_20261122_085036_shell_seed_state_coming_soon.up,
    down: migration_20261122_085036_shell_seed_state_coming_soon.down,
    name: '20261122_085036_shell_seed_state_coming_soon',
  },
  {
    up: migration_20261122_092222_content_news_programmes_career_faq.up,
    down: migration_20261122_092222_content_news_programmes_career_faq.down,
    name: '20261122_092222_content_news_programmes_career_faq',
  },
  {
    up: migration_20261122_093204_visitor_statistics.up,
    down: migration_20261122_093204_visitor_statistics.down,
    name: '20261122_093204_visitor_statistics',
  },
  {
    up: migration_20261122_093559_content_pages.up,
    down: migration_20261122_093559_content_pages.down,
    name: '20261122_093559_content_pages',
  },
  {
    up: migration_20261123_012131_content_home_alumni_students_admissions_about.up,
    down: migration_20261123_012131_content_home_alumni_students_admissions_about.down,
    name: '20261123_012131_content_home_alumni_students_admissions_about',
  },
  {
    up: migration_20261123_012931_news_autosave.up,
    down: migration_20261123_012931_news_autosave.down,
    name: '20261123_012931_news_autosave',
  },
  {
    up: migration_20261123_121307_tuition_track.up,
    down: migration_20261123_121307_tuition_track.down,
    name: '20261123_121307_tuition_track',
  },
  {
    up: migration_20261123_164036_admissions_search.up,
    down: migration_20261123_164036_admissions_search.down,
    name: '20261123_164036_admissions_search',
  },
  {
    up: migration_20261123_173811_data_request_keeps_email.up,
    down: migration_20261123_173811_data_request_keeps_email.down,
    name: '20261123_173811_data_request_keeps_email',
  },
  {
    up: migration_20261124_041444_security_hardening.up,
    down: migration_20261124_041444_security_hardening.down,
    name: '20261124_041444_security_hardening',
  },
  {
    up: migration_20261124_113856_storage_prefix_fields.up,
    down: migration_20261124_113856_storage_prefix_fields.down,
    name: '20261124_113856_storage_prefix_fields',
  },
  {
    up: migration_20261124_203740_pelatihan_waktu.up,
    down: migration_20261124_203740_pelatihan_waktu.down,
    name: '20261124_203740_pelatihan_waktu',
  },
  {
    up: migration_20261124_231255_privacy_consent_audit.up,
    down: migration_20261124_231255_privacy_consent_audit.down,
    name: '20261124_231255_privacy_consent_audit',
  },
  {
    up: migration_20261125_022722_admission_waves_quotas.up,
    down: migration_20261125_022722_admission_waves_quotas.down,
    name: '20261125_022722_admission_waves_quotas',
  },
  {
    up: migration_20261125_035200_retention_and_data_requests.up,
    down: migration_20261125_035200_retention_and_data_requests.down,
    name: '20261125_035200_retention_and_data_requests',
  },
  {
    up: migration_20261125_035550_restriction_and_campus_info.up,
    down: migration_20261125_035550_restriction_and_campus_info.down,
    name: '20261125_035550_restriction_and_campus_info',
  },
  {
    up: migration_20261127_222712_admin_jakarta_time_zone.up,
    down: migration_20261127_222712_admin_jakarta_time_zone.down,
    name: '20261127_222712_admin_jakarta_time_zone',
  },
  {
    up: migration_20261128_142013_security_round_three.up,
    down: migration_20261128_142013_security_round_three.down,
    name: '20261128_142013_security_round_three',
  },
  {
    up: migration_20261128_175244_passkeys_and_web_vitals.up,
    down: migration_20261128_175244_passkeys_and_web_vitals.down,
    name: '20261128_175244_passkeys_and_web_vitals',
  },
  {
    up: migration_20261207_010022_payments.up,
    down: migration_20261207_010022_payments.down,
    name: '20261207_010022_payments',
  },
  {
    up: migration_20261207_042301_payment_refund_details.up,
    down: migration_20261207_042301_payment_refund_details.down,
    name: '20261207_042301_payment_refund_details',
  },
  {
    up: migration_20261207_051358_students_and_nim.up,
    down: migration_20261207_051358_students_and_nim.down,
    name: '20261207_051358_students_and_nim',
  },
  {
    up: migration_20261207_121046_reregistration.up,
    down: migration_20261207_121046_reregistration.down,
    name: '20261207_121046_reregistration',
  },
  {
    up: migration_20261207_121708_reregistration_applicant_name.up,
    down: migration_20261207_121708_reregistration_applicant_name.down,
    name: '20261207_121708_reregistration_applicant_name',
  },
  {
    up: migration_20261207_130931_ktm_export_feeder_sync.up,
    down: migration_20261207_130931_ktm_export_feeder_sync.down,
    name: '20261207_130931_ktm_export_feeder_sync',
  },
  {
    up: migration_20261207_131701_feeder_brackets.up,
    down: migration_20261207_131701_feeder_brackets.down,
    name: '20261207_131701_feeder_brackets',
  },
  {
    up: migration_20261207_160129_payments_paid_slot.up,
    down: migration_20261207_160129_payments_paid_slot.down,
    name: '20261207_160129_payments_paid_slot',
  },
  {
    up: migration_20261207_164625_reregistration_final_diploma.up,
    down: migration_20261207_164625_reregistration_final_diploma.down,
    name: '20261207_164625_reregistration_final_diploma'
  },
];

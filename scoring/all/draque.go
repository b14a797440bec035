package all

import _ "arbiter/scoring/draque"

package solve

// idTable numbers boards (kmSearch.id): an open-addressing hash table from
// a board to its number, exact (the whole board is compared), with a
// multiplicative hash of the two bit sets instead of the generic hash of a
// map with a 16-byte key, which the ko search's certificates look up for
// every recurrable board of every position.
type idTable struct {
	certs []*boardCerts // by number (kmSearch.ids)
	slots []idSlot      // a board and its number in one slot: one cache line a probe
	n     int
	shift uint // 64 − log2(len(slots))
}

// idSlot is a slot of an idTable: id 0 marks it empty.
type idSlot struct {
	key stones
	id  uint32
}

func newIDTable() *idTable {
	const size = 1024
	return &idTable{slots: make([]idSlot, size), shift: 64 - 10}
}

// slot returns the slot of b: where it is, or the empty slot where it
// would go.
func (t *idTable) slot(b stones) int {
	h := (b.b*0x9E3779B97F4A7C15 ^ b.w*0xC2B2AE3D27D4EB4F ^ b.w>>29) * 0x94D049BB133111EB
	mask := len(t.slots) - 1
	for i := int(h >> t.shift); ; i = (i + 1) & mask {
		if sl := &t.slots[i]; sl.id == 0 || sl.key == b {
			return i
		}
	}
}

// get returns the number of b, 0 if it has none.
func (t *idTable) get(b stones) uint32 { return t.slots[t.slot(b)].id }

// number returns the number of b, numbering it (1, 2, …) if new.
func (t *idTable) number(b stones) uint32 {
	i := t.slot(b)
	if t.slots[i].id != 0 {
		return t.slots[i].id
	}
	t.n++
	id := uint32(t.n)
	t.slots[i] = idSlot{b, id}
	if 2*t.n > len(t.slots) { // at most half full
		old := t.slots
		t.slots = make([]idSlot, 2*len(old))
		t.shift--
		for _, sl := range old {
			if sl.id != 0 {
				t.slots[t.slot(sl.key)] = sl
			}
		}
	}
	return id
}

// certsOf returns the certificates of the board numbered id (0: none).
func (t *idTable) certsOf(id uint32) *boardCerts {
	if int(id) < len(t.certs) {
		return t.certs[id]
	}
	return nil
}

// setCerts sets the certificates of the board numbered id (not 0).
func (t *idTable) setCerts(id uint32, bc *boardCerts) {
	for int(id) >= len(t.certs) {
		t.certs = append(t.certs, nil)
	}
	t.certs[id] = bc
}
